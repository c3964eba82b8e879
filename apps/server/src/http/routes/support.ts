// POST /api/support/: a signed-in user's message to the provider's support team (stored and e-mailed).
import { requireAuth } from '../../auth/guard.ts';
import { submitSupportRequest } from '../../support/submitSupportRequest.ts';
import type { OperationHandlers } from '../context.ts';

export const supportHandlers: OperationHandlers = {
  async submitSupportRequest(request, reply, ctx) {
    const auth = requireAuth(request);
    const answer = await submitSupportRequest(ctx.database, ctx.config, ctx.mailer, auth, request.body as { subject: string; message: string });
    reply.code(201);
    return answer;
  },
};
