// The signed-in user's own account: the name, and the password (which ends every other session).
import type { AppContext } from '../context.ts';
import { UnauthenticatedError, ValidationError } from '../errors.ts';
import { AUTH_MESSAGES } from './authMessages.ts';
import { hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import { revokeOtherSessions } from './sessions.ts';
import { findUserById, setPasswordHash, toUserDto, updateUserName, type UserDto } from './users.ts';

export async function getAccount(ctx: AppContext, userId: string): Promise<UserDto> {
  const user = await findUserById(ctx.database.sql, userId);
  if (!user) throw new UnauthenticatedError('Your account no longer exists.');
  return toUserDto(user);
}

export async function updateProfile(ctx: AppContext, userId: string, input: { first_name?: string; last_name?: string }): Promise<UserDto> {
  await updateUserName(ctx.database.sql, userId, input.first_name?.trim() || null, input.last_name?.trim() || null);
  const user = await findUserById(ctx.database.sql, userId);
  return toUserDto(user!);
}

/** `presented`: the refresh token of the session making the change, which stays signed in. */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  input: { current_password: string; new_password: string },
  presented: string | null,
): Promise<{ message: string }> {
  const user = await findUserById(ctx.database.sql, userId);
  if (!user || !(await verifyPassword(user.password_hash, input.current_password))) {
    throw new ValidationError(AUTH_MESSAGES.currentPasswordWrong, { current_password: [AUTH_MESSAGES.currentPasswordWrong] });
  }
  const problems = passwordProblems(input.new_password, { email: user.email, firstName: user.first_name, lastName: user.last_name });
  if (problems.length) throw new ValidationError(problems[0]!, { new_password: problems });
  await ctx.database.transaction(async (sql) => {
    await setPasswordHash(sql, userId, await hashPassword(input.new_password));
    await revokeOtherSessions(sql, userId, presented);
  });
  return { message: AUTH_MESSAGES.passwordChanged };
}
