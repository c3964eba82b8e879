// The signed-in user: read, edit the name, change the password.
import { changePassword, getAccount, updateProfile } from '../../auth/account.ts';
import { requireAuth } from '../../auth/guard.ts';
import { presentedRefreshToken } from '../../auth/sessions.ts';
import type { Handlers } from '../handlers.ts';

export const meHandlers = {
  async getMe(request, _reply, ctx) {
    return getAccount(ctx, requireAuth(request).userId);
  },

  async updateProfile(request, _reply, ctx) {
    return updateProfile(ctx, requireAuth(request).userId, request.body);
  },

  async changePassword(request, _reply, ctx) {
    return changePassword(ctx, requireAuth(request).userId, request.body, presentedRefreshToken(request));
  },
} satisfies Handlers;
