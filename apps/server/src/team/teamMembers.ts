// The firm's team: administrators invite, change roles, remove. The owner stays as they are.
import type { Schemas } from '@quartile/api';
import type { AppContext } from '../context.ts';
import type { AuthContext } from '../auth/guard.ts';
import { hashOpaqueToken, newOpaqueToken } from '../auth/opaqueToken.ts';
import { withFirm } from '../db/firmScope.ts';
import { AlreadyExistsError, NotFoundError, WorkflowError } from '../errors.ts';
import { deleteMember, emailHasAccount, findMember, insertInvite, inviterOf, updateMemberAccess, userRole, type MemberRow } from './teamStore.ts';

export type Invitation = Schemas['InviteRequest'];

export async function inviteTeamMember(ctx: AppContext, auth: AuthContext, input: Invitation): Promise<MemberRow> {
  const token = newOpaqueToken();
  const member = await ctx.database.transaction(async (sql) => {
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
  await ctx.mailer.send({
    to: input.email,
    subject: `${member.firm.inviter} invited you to ${member.firm.name} on Quartile`,
    text: `Hello ${input.first_name},\n\n${member.firm.inviter} invited you to join ${member.firm.name} on Quartile.\nOpen this link within 7 days to choose your password:\n\n${ctx.config.publicUrl}/accept-invite/${token}\n`,
  });
  return member.row;
}

export async function changeTeamMemberRole(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: { role?: 'admin' | 'member'; is_employee?: boolean },
): Promise<MemberRow> {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const role = await userRole(sql, auth.firmId, id);
    if (role === 'owner') throw new WorkflowError('ownerRoleFixed', "The firm owner's role cannot be changed.");
    if (!(await updateMemberAccess(sql, auth.firmId, id, role !== null, input.role ?? null, input.is_employee ?? null)))
      throw new NotFoundError('Team member not found.');
    const member = await findMember(sql, auth.firmId, id);
    if (!member) throw new NotFoundError('Team member not found.');
    return member;
  });
}

export async function removeTeamMember(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
  await withFirm(ctx.database, auth.firmId, async (sql) => {
    if (id === auth.userId) throw new WorkflowError('cannotRemoveSelf', 'You cannot remove yourself.');
    const role = await userRole(sql, auth.firmId, id);
    if (role === 'owner') throw new WorkflowError('ownerNotRemovable', 'The firm owner cannot be removed.');
    if (!(await deleteMember(sql, auth.firmId, id, role !== null))) throw new NotFoundError('Team member not found.');
  });
}
