// GET /api/benchmarks/{id}/audit-events/: the benchmark's audit trail, newest first, filterable by company and action.
import { requireBenchmarking } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { BENCHMARK_NOT_FOUND } from './benchmarks.ts';
import { likePattern } from './benchmarkRows.ts';

export const auditHandlers: OperationHandlers = {
  async listAuditEvents(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const q = request.query as { company_id?: string; action?: string; actor_kind?: string; page?: number; page_size?: number };
    const page = q.page ?? 1;
    const pageSize = q.page_size ?? 20;
    // Several action prefixes, comma-separated ("decision.,criteria."), each matched literally.
    const prefixes = (q.action ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `${likePattern(p).slice(1, -1)}%`);
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [benchmark] = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2', [benchmarkId, auth.firmId]);
      if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      const where = `where firm_id = $1 and benchmark_id = $2 and ($3::uuid is null or company_id = $3)
                     and (cardinality($4::text[]) = 0 or action like any($4::text[])) and ($5::text is null or actor_kind = $5)`;
      const params = [auth.firmId, benchmarkId, q.company_id ?? null, prefixes, q.actor_kind ?? null];
      const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from audit_events ${where}`, params);
      const items = await sql.query(
        `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, actor_kind,
                case when actor_id is null then null else json_build_object('id', actor_id, 'name', coalesce(actor_name, 'Former member')) end as actor,
                action, company_id, details, before, after
         from audit_events ${where} order by created_at desc, id limit $6 offset $7`,
        [...params, pageSize, (page - 1) * pageSize],
      );
      return { items, total: count?.total ?? 0, page, page_size: pageSize };
    });
  },
};
