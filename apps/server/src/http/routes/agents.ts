// The Agents home (product-spec §2): a card per agent, with whether the caller's firm has it.
// Open to every signed-in user: non-employees are sent to /agents from the FARs (§6).
import { listAgents } from '../../agents/agentCatalog.ts';
import { requireAuth } from '../../auth/guard.ts';
import type { Handlers } from '../handlers.ts';

export const agentHandlers = {
  async listAgents(request, _reply, ctx) {
    return listAgents(ctx.config.analyst.provider, requireAuth(request).features);
  },
} satisfies Handlers;
