// GET /api/benchmarks/{id}/audit-events/: the benchmark's audit trail, newest first, filterable by company and action.
import { listAuditEvents, type AuditEventQuery } from '../../audit/listAuditEvents.ts';
import { requireBenchmarking } from '../../auth/guard.ts';
import type { OperationHandlers } from '../context.ts';

export const auditHandlers: OperationHandlers = {
  async listAuditEvents(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    return listAuditEvents(ctx.database, auth, benchmarkId, request.query as AuditEventQuery);
  },
};
