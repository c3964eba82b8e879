// The benchmark's audit trail, newest first, filterable by company, action prefixes and actor kind.
import type { AuthContext } from '../auth/guard.ts';
import { requireBenchmarkInFirm } from '../benchmarks/benchmarkStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { likePattern } from '../db/likePattern.ts';
import { listAuditEventRows } from './auditStore.ts';

export interface AuditEventQuery {
  readonly company_id?: string;
  readonly action?: string;
  readonly actor_kind?: string;
  readonly page?: number;
  readonly page_size?: number;
}

export async function listAuditEvents(ctx: AppContext, auth: AuthContext, benchmarkId: string, q: AuditEventQuery) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  // Several action prefixes, comma-separated ("decision.,criteria."), each matched literally.
  const prefixes = (q.action ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `${likePattern(p).slice(1, -1)}%`);
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    await requireBenchmarkInFirm(sql, auth.firmId, benchmarkId);
    const { items, total } = await listAuditEventRows(sql, auth.firmId, benchmarkId, {
      companyId: q.company_id ?? null,
      actionPatterns: prefixes,
      actorKind: q.actor_kind ?? null,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items, total, page, page_size: pageSize };
  });
}
