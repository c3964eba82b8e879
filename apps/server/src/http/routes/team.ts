// The firm's team: members and pending invitations; administrators invite, change roles, remove.
import { requireAdmin, requireAuth } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { changeTeamMemberRole, inviteTeamMember, removeTeamMember } from '../../team/teamMembers.ts';
import { listMembers } from '../../team/teamStore.ts';
import type { Handlers } from '../handlers.ts';

export const teamHandlers = {
  async listTeamMembers(request, _reply, ctx) {
    const auth = requireAuth(request);
    return withFirm(ctx.database, auth.firmId, (sql) => listMembers(sql, auth.firmId));
  },

  async inviteTeamMember(request, reply, ctx) {
    const member = await inviteTeamMember(ctx, requireAdmin(request), request.body);
    reply.code(201);
    return member;
  },

  async changeTeamMemberRole(request, _reply, ctx) {
    return changeTeamMemberRole(ctx, requireAdmin(request), request.params.user_id, request.body);
  },

  async removeTeamMember(request, reply, ctx) {
    await removeTeamMember(ctx, requireAdmin(request), request.params.user_id);
    return reply.code(204).send();
  },
} satisfies Handlers;
