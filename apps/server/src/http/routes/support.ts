// POST /api/support/: a signed-in user's message to the provider's support team (stored and e-mailed).
import { requireAuth } from '../../auth/guard.ts';
import { submitSupportRequest } from '../../support/submitSupportRequest.ts';
import type { Handlers } from '../handlers.ts';
import { created } from '../replies.ts';

export const supportHandlers = {
  async submitSupportRequest(request, reply, ctx) {
    return created(reply, submitSupportRequest(ctx, requireAuth(request), request.body));
  },
} satisfies Handlers;
