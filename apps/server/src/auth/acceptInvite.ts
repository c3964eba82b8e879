// Accepting an invitation: the invitee chooses a password and becomes a user of the firm, signed in.
import type { AppContext } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { lockOpenInvite, markInviteAccepted } from '../team/teamStore.ts';
import { AUTH_MESSAGES } from './authMessages.ts';
import { hashOpaqueToken } from './opaqueToken.ts';
import { assertPassword } from './passwordRules.ts';
import { hashPassword } from './passwords.ts';
import type { IssuedSession } from './sessions.ts';
import type { StartSession } from './signIn.ts';
import { findUserByEmail, insertUser } from './users.ts';

export async function acceptInvite(
  ctx: AppContext,
  input: { token: string; password: string; first_name: string; last_name: string },
  start: StartSession,
): Promise<IssuedSession> {
  return ctx.database.transaction(async (sql) => {
    const invite = await lockOpenInvite(sql, hashOpaqueToken(input.token));
    if (!invite) throw new ValidationError(AUTH_MESSAGES.inviteInvalid);
    if (await findUserByEmail(sql, invite.email)) throw new ValidationError(AUTH_MESSAGES.emailTaken);
    assertPassword(input.password, { email: invite.email, firstName: input.first_name, lastName: input.last_name });
    const userId = await insertUser(sql, {
      firmId: invite.firm_id,
      email: invite.email,
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      passwordHash: await hashPassword(input.password),
      isEmployee: invite.is_employee,
      role: invite.role,
    });
    await markInviteAccepted(sql, invite.id);
    return start(sql, userId);
  });
}
