// Password reset by e-mail (spec section 4): the link carries the user id (base64url) and a one-use
// token valid for an hour; a reset ends every session.
import type { AppContext } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { AUTH_MESSAGES } from './authMessages.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaqueToken.ts';
import { assertPassword } from './passwordRules.ts';
import { hashPassword } from './passwords.ts';
import { insertResetToken, lockResetToken, useAllResetTokens } from './passwordResetTokens.ts';
import { revokeAllForUser } from './sessions.ts';
import { findUserByEmail, setPasswordHash } from './users.ts';

const encodeUid = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');
function decodeUid(uidb64: string): string | null {
  const value = Buffer.from(uidb64, 'base64url').toString('utf8');
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : null;
}

/** Answers the same whether or not the account exists. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<{ message: string }> {
  const user = await findUserByEmail(ctx.database.sql, email);
  if (user) {
    const token = newOpaqueToken();
    await insertResetToken(ctx.database.sql, user.id, hashOpaqueToken(token));
    const link = `${ctx.config.publicUrl}/reset-password-confirm/${encodeUid(user.id)}/${token}`;
    // Only the outbox insert is awaited; SMTP delivery time must not reveal whether the account exists.
    await ctx.mailer.send({
      to: user.email,
      subject: 'Reset your Quartile password',
      text: `Hello ${user.first_name},\n\nSomeone (hopefully you) asked to reset the password of your Quartile account.\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
    });
  }
  return { message: AUTH_MESSAGES.resetRequested };
}

export async function confirmPasswordReset(
  ctx: AppContext,
  input: { uidb64: string; token: string; password: string },
): Promise<{ message: string }> {
  const userId = decodeUid(input.uidb64);
  if (!userId) throw new ValidationError(AUTH_MESSAGES.resetInvalid);
  return ctx.database.transaction(async (sql) => {
    const row = await lockResetToken(sql, userId, hashOpaqueToken(input.token));
    if (!row) throw new ValidationError(AUTH_MESSAGES.resetInvalid);
    assertPassword(input.password, { email: row.email, firstName: row.first_name, lastName: row.last_name });
    await setPasswordHash(sql, userId, await hashPassword(input.password));
    await useAllResetTokens(sql, userId);
    await revokeAllForUser(sql, userId);
    return { message: AUTH_MESSAGES.resetDone };
  });
}
