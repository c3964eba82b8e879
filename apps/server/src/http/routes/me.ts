// The signed-in user: read, edit the name, change the password.
import { changePassword, getAccount, updateProfile } from '../../auth/account.ts';
import { requireAuth } from '../../auth/guard.ts';
import { presentedRefreshToken } from '../../auth/sessions.ts';
import type { OperationHandlers } from '../context.ts';

export const meHandlers: OperationHandlers = {
  async getMe(request, _reply, ctx) {
    return getAccount(ctx.database, requireAuth(request).userId);
  },

  async updateProfile(request, _reply, ctx) {
    const auth = requireAuth(request);
    return updateProfile(ctx.database, auth.userId, request.body as { first_name?: string; last_name?: string });
  },

  async changePassword(request, _reply, ctx) {
    const auth = requireAuth(request);
    const input = request.body as { current_password: string; new_password: string };
    return changePassword(ctx.database, auth.userId, input, presentedRefreshToken(request));
  },
};
