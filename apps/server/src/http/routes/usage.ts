// GET /api/benchmarks/usage/: the firm's comparables processed, one record per day with activity.
import { requireEmployee } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { dailyUsage } from '../../usage/usageStore.ts';
import type { Handlers } from '../handlers.ts';

export const usageHandlers = {
  async getUsage(request, _reply, ctx) {
    const auth = requireEmployee(request);
    return withFirm(ctx.database, auth.firmId, (sql) => dailyUsage(sql, auth.firmId));
  },
} satisfies Handlers;
