// The firm's team: members and pending invitations; administrators invite, change roles, remove.
import { requireAdmin, requireAuth } from '../../auth/guard.ts';
import { changeTeamMemberRole, inviteTeamMember, removeTeamMember } from '../../team/teamMembers.ts';
import { listMembers } from '../../team/teamStore.ts';
import type { Handlers } from '../handlers.ts';
import { created, inFirm } from '../replies.ts';

export const teamHandlers = {
  async listTeamMembers(request, _reply, ctx) {
    return inFirm(ctx, requireAuth(request), (sql, firmId) => listMembers(sql, firmId));
  },

  async inviteTeamMember(request, reply, ctx) {
    return created(reply, inviteTeamMember(ctx, requireAdmin(request), request.body));
  },

  async changeTeamMemberRole(request, _reply, ctx) {
    return changeTeamMemberRole(ctx, requireAdmin(request), request.params.user_id, request.body);
  },

  async removeTeamMember(request, reply, ctx) {
    await removeTeamMember(ctx, requireAdmin(request), request.params.user_id);
    return reply.code(204).send();
  },
} satisfies Handlers;
