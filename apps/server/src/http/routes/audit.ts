// GET /api/benchmarks/{id}/audit-events/: the benchmark's audit trail, newest first, filterable by company and action.
import { listAuditEvents } from '../../audit/listAuditEvents.ts';
import { requireBenchmarking } from '../../auth/guard.ts';
import type { Handlers } from '../handlers.ts';

export const auditHandlers = {
  async listAuditEvents(request, _reply, ctx) {
    return listAuditEvents(ctx, requireBenchmarking(request), request.params.benchmark_id, request.query);
  },
} satisfies Handlers;
