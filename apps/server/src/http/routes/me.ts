// The signed-in user: read, edit the name, change the password.
import { requireAuth } from '../../auth/guard.ts';
import { hashPassword, passwordProblems, verifyPassword } from '../../auth/passwords.ts';
import { presentedRefreshToken } from '../../auth/sessions.ts';
import { hashOpaqueToken } from '../../auth/opaqueToken.ts';
import { findUserById, toUserDto } from '../../auth/users.ts';
import { HttpError, type OperationHandlers } from '../context.ts';

export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

export const meHandlers: OperationHandlers = {
  async getMe(request, _reply, ctx) {
    const auth = requireAuth(request);
    const user = await findUserById(ctx.database.sql, auth.userId);
    if (!user) throw new HttpError(401, 'Your account no longer exists.');
    return toUserDto(user);
  },

  async updateProfile(request, _reply, ctx) {
    const auth = requireAuth(request);
    const input = request.body as { first_name?: string; last_name?: string };
    await ctx.database.sql.query(
      'update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name) where id = $1',
      [auth.userId, input.first_name?.trim() || null, input.last_name?.trim() || null],
    );
    const user = await findUserById(ctx.database.sql, auth.userId);
    return toUserDto(user!);
  },

  async changePassword(request, _reply, ctx) {
    const auth = requireAuth(request);
    const input = request.body as { current_password: string; new_password: string };
    const user = await findUserById(ctx.database.sql, auth.userId);
    if (!user || !(await verifyPassword(user.password_hash, input.current_password))) {
      throw new HttpError(400, CURRENT_PASSWORD_WRONG, { current_password: [CURRENT_PASSWORD_WRONG] });
    }
    const problems = passwordProblems(input.new_password, { email: user.email, firstName: user.first_name, lastName: user.last_name });
    if (problems.length) throw new HttpError(400, problems[0]!, { new_password: problems });
    const presented = presentedRefreshToken(request);
    await ctx.database.transaction(async (sql) => {
      await sql.query('update users set password_hash = $2 where id = $1', [auth.userId, await hashPassword(input.new_password)]);
      // Every other session ends; the one making the change stays signed in.
      await sql.query(
        `update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null
         and family_id is distinct from (select family_id from refresh_tokens where token_hash = $2)`,
        [auth.userId, presented ? hashOpaqueToken(presented) : ''],
      );
    });
    return { message: 'Your password has been changed.' };
  },
};
