// The firm's team: members and pending invitations; administrators invite, change roles, remove.
import { requireAdmin, requireAuth } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { changeTeamMemberRole, inviteTeamMember, removeTeamMember, type Invitation } from '../../team/teamMembers.ts';
import { listMembers } from '../../team/teamStore.ts';
import type { OperationHandlers } from '../context.ts';

export const teamHandlers: OperationHandlers = {
  async listTeamMembers(request, _reply, ctx) {
    const auth = requireAuth(request);
    return withFirm(ctx.database, auth.firmId, (sql) => listMembers(sql, auth.firmId));
  },

  async inviteTeamMember(request, reply, ctx) {
    const auth = requireAdmin(request);
    const member = await inviteTeamMember(ctx.database, ctx.config, ctx.mailer, auth, request.body as Invitation);
    reply.code(201);
    return member;
  },

  async changeTeamMemberRole(request, _reply, ctx) {
    const auth = requireAdmin(request);
    const { user_id: id } = request.params as { user_id: string };
    return changeTeamMemberRole(ctx.database, auth, id, request.body as { role?: 'admin' | 'member'; is_employee?: boolean });
  },

  async removeTeamMember(request, reply, ctx) {
    const auth = requireAdmin(request);
    const { user_id: id } = request.params as { user_id: string };
    await removeTeamMember(ctx.database, auth, id);
    reply.code(204);
    return null;
  },
};
