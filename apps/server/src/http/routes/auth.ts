// Sign-in, registration, refresh, logout, password reset and invitation acceptance (spec sections 4 and 7).
import type { FastifyRequest } from 'fastify';
import { hashPassword, passwordProblems, verifyPassword } from '../../auth/passwords.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaqueToken.ts';
import {
  clearSessionCookie,
  presentedRefreshToken,
  revokeAllForUser,
  revokePresented,
  rotateSession,
  startSession,
} from '../../auth/sessions.ts';
import { findUserByEmail } from '../../auth/users.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { assertSameOrigin } from '../origin.ts';

export const MESSAGES = {
  badCredentials: 'Unable to log in with the provided credentials.',
  emailTaken: 'An account with this e-mail already exists. Log in or reset your password.',
  noSession: 'Your session has ended. Please log in again.',
  reusedSession: 'This session was ended for your security. Please log in again.',
  loggedOut: 'You have been logged out.',
  resetRequested: 'If an account exists for this e-mail, we have sent a link to reset the password.',
  resetInvalid: 'This reset link is invalid or has expired. Request a new one.',
  resetDone: 'Your password has been reset. You can now log in.',
  inviteInvalid: 'This invitation is invalid or has expired. Ask your administrator for a new one.',
} as const;

export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

// A fixed hash to verify against when the e-mail is unknown, so both paths take as long.
const DUMMY_HASH = await hashPassword('timing-equaliser-not-a-password-1');

function body<T>(request: FastifyRequest): T {
  return request.body as T;
}

const encodeUid = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');
function decodeUid(uidb64: string): string | null {
  const value = Buffer.from(uidb64, 'base64url').toString('utf8');
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : null;
}

function assertPassword(password: string, context: Parameters<typeof passwordProblems>[1], field = 'password'): void {
  const problems = passwordProblems(password, context);
  if (problems.length) throw new HttpError(400, problems[0] ?? 'Choose a stronger password.', { [field]: problems });
}

export const authHandlers: OperationHandlers = {
  async login(request, reply, ctx) {
    const { email, password } = body<{ email: string; password: string }>(request);
    const user = await findUserByEmail(ctx.database.sql, email);
    const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, password);
    if (!user || !ok) throw new HttpError(400, MESSAGES.badCredentials);
    return ctx.database.transaction((sql) => startSession(sql, ctx.config, reply, user.id));
  },

  async register(request, reply, ctx) {
    const input = body<{ first_name: string; last_name: string; email: string; password: string; firm_name: string }>(request);
    assertPassword(input.password, { email: input.email, firstName: input.first_name, lastName: input.last_name });
    const passwordHash = await hashPassword(input.password);
    const session = await ctx.database.transaction(async (sql) => {
      if (await findUserByEmail(sql, input.email)) throw new HttpError(409, MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
      const [firm] = await sql.query<{ id: string }>('insert into firms (name) values ($1) returning id', [input.firm_name.trim()]);
      const [user] = await sql.query<{ id: string }>(
        `insert into users (firm_id, email, first_name, last_name, password_hash, is_employee, role)
         values ($1, $2, $3, $4, $5, true, 'owner') returning id`,
        [firm!.id, input.email.trim(), input.first_name.trim(), input.last_name.trim(), passwordHash],
      );
      return startSession(sql, ctx.config, reply, user!.id);
    });
    reply.code(201);
    return session;
  },

  async refreshToken(request, reply, ctx) {
    assertSameOrigin(request, ctx.config);
    const presented = presentedRefreshToken(request);
    if (!presented) throw new HttpError(401, MESSAGES.noSession);
    const result = await ctx.database.transaction((sql) => rotateSession(sql, ctx.config, reply, presented));
    if (result.kind === 'ok') return result.session;
    clearSessionCookie(ctx.config, reply);
    throw new HttpError(401, result.kind === 'reused' ? MESSAGES.reusedSession : MESSAGES.noSession);
  },

  async logout(request, reply, ctx) {
    assertSameOrigin(request, ctx.config);
    const presented = presentedRefreshToken(request);
    if (presented) await revokePresented(ctx.database.sql, presented);
    clearSessionCookie(ctx.config, reply);
    return { message: MESSAGES.loggedOut };
  },

  async requestPasswordReset(request, _reply, ctx) {
    const { email } = body<{ email: string }>(request);
    const user = await findUserByEmail(ctx.database.sql, email);
    if (user) {
      const token = newOpaqueToken();
      await ctx.database.sql.query(
        `insert into password_reset_tokens (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
        [user.id, hashOpaqueToken(token), PASSWORD_RESET_TTL_SECONDS],
      );
      const link = `${ctx.config.publicUrl}/reset-password-confirm/${encodeUid(user.id)}/${token}`;
      // Only the outbox insert is awaited; SMTP delivery time must not reveal whether the account exists.
      await ctx.mailer.send({
        to: user.email,
        subject: 'Reset your Quartile password',
        text: `Hello ${user.first_name},\n\nSomeone (hopefully you) asked to reset the password of your Quartile account.\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
      });
    }
    return { message: MESSAGES.resetRequested };
  },

  async confirmPasswordReset(request, _reply, ctx) {
    const input = body<{ uidb64: string; token: string; password: string }>(request);
    const userId = decodeUid(input.uidb64);
    if (!userId) throw new HttpError(400, MESSAGES.resetInvalid);
    return ctx.database.transaction(async (sql) => {
      const [row] = await sql.query<{ id: string; email: string; first_name: string; last_name: string }>(
        `select t.id, u.email, u.first_name, u.last_name from password_reset_tokens t join users u on u.id = t.user_id
         where t.token_hash = $1 and t.user_id = $2 and t.used_at is null and t.expires_at > now() for update of t`,
        [hashOpaqueToken(input.token), userId],
      );
      if (!row) throw new HttpError(400, MESSAGES.resetInvalid);
      assertPassword(input.password, { email: row.email, firstName: row.first_name, lastName: row.last_name });
      await sql.query('update users set password_hash = $2 where id = $1', [userId, await hashPassword(input.password)]);
      await sql.query('update password_reset_tokens set used_at = now() where user_id = $1 and used_at is null', [userId]);
      await revokeAllForUser(sql, userId);
      return { message: MESSAGES.resetDone };
    });
  },

  async acceptInvite(request, reply, ctx) {
    const input = body<{ token: string; password: string; first_name: string; last_name: string }>(request);
    return ctx.database.transaction(async (sql) => {
      const [invite] = await sql.query<{ id: string; firm_id: string; email: string; is_employee: boolean; role: string }>(
        `select id, firm_id, email, is_employee, role from invites
         where token_hash = $1 and accepted_at is null and expires_at > now() for update`,
        [hashOpaqueToken(input.token)],
      );
      if (!invite) throw new HttpError(400, MESSAGES.inviteInvalid);
      if (await findUserByEmail(sql, invite.email)) throw new HttpError(400, MESSAGES.emailTaken);
      assertPassword(input.password, { email: invite.email, firstName: input.first_name, lastName: input.last_name });
      const [user] = await sql.query<{ id: string }>(
        `insert into users (firm_id, email, first_name, last_name, password_hash, is_employee, role)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [invite.firm_id, invite.email, input.first_name.trim(), input.last_name.trim(), await hashPassword(input.password), invite.is_employee, invite.role],
      );
      await sql.query('update invites set accepted_at = now() where id = $1', [invite.id]);
      return startSession(sql, ctx.config, reply, user!.id);
    });
  },
};
