// The firm's team: administrators invite, change roles, remove. The owner stays as they are.
import type { AuthContext } from '../auth/guard.ts';
import { hashOpaqueToken, newOpaqueToken } from '../auth/opaqueToken.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import type { Mailer } from '../email/mailer.ts';
import { AlreadyExistsError, NotFoundError, WorkflowError } from '../errors.ts';
import { deleteMember, emailHasAccount, findMember, insertInvite, inviterOf, updateMemberAccess, userRole, type MemberRow } from './teamStore.ts';

export interface Invitation {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly is_employee: boolean;
  readonly role?: 'admin' | 'member';
}

export async function inviteTeamMember(database: Database, config: Config, mailer: Mailer, auth: AuthContext, input: Invitation): Promise<MemberRow> {
  const token = newOpaqueToken();
  const member = await database.transaction(async (sql) => {
    if (await emailHasAccount(sql, input.email))
      throw new AlreadyExistsError('This person already has a Quartile account.', { email: ['This person already has a Quartile account.'] });
    const row = await insertInvite(sql, auth.firmId, {
      email: input.email.trim(),
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      isEmployee: input.is_employee,
      role: input.role ?? 'member',
      tokenHash: hashOpaqueToken(token),
      invitedBy: auth.userId,
    });
    return { row, firm: await inviterOf(sql, auth.firmId, auth.userId) };
  });
  await mailer.send({
    to: input.email,
    subject: `${member.firm.inviter} invited you to ${member.firm.name} on Quartile`,
    text: `Hello ${input.first_name},\n\n${member.firm.inviter} invited you to join ${member.firm.name} on Quartile.\nOpen this link within 7 days to choose your password:\n\n${config.publicUrl}/accept-invite/${token}\n`,
  });
  return member.row;
}

export async function changeTeamMemberRole(
  database: Database,
  auth: AuthContext,
  id: string,
  input: { role?: 'admin' | 'member'; is_employee?: boolean },
): Promise<MemberRow | null> {
  return withFirm(database, auth.firmId, async (sql) => {
    const role = await userRole(sql, auth.firmId, id);
    if (role === 'owner') throw new WorkflowError('ownerRoleFixed', "The firm owner's role cannot be changed.");
    if (!(await updateMemberAccess(sql, auth.firmId, id, role !== null, input.role ?? null, input.is_employee ?? null)))
      throw new NotFoundError('Team member not found.');
    return findMember(sql, auth.firmId, id);
  });
}

export async function removeTeamMember(database: Database, auth: AuthContext, id: string): Promise<void> {
  await withFirm(database, auth.firmId, async (sql) => {
    if (id === auth.userId) throw new WorkflowError('cannotRemoveSelf', 'You cannot remove yourself.');
    const role = await userRole(sql, auth.firmId, id);
    if (role === 'owner') throw new WorkflowError('ownerNotRemovable', 'The firm owner cannot be removed.');
    if (!(await deleteMember(sql, auth.firmId, id, role !== null))) throw new NotFoundError('Team member not found.');
  });
}
