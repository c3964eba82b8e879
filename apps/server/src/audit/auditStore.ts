// Reading the audit trail (audit_events); recordEvent.ts writes it.
import type { AuditEvent } from '@quartile/api';
import type { SqlRunner } from '../db/database.ts';

export interface AuditEventFilter {
  readonly companyId: string | null;
  /** `like` patterns; empty matches every action. */
  readonly actionPatterns: readonly string[];
  readonly actorKind: string | null;
  readonly limit: number;
  readonly offset: number;
}

export async function listAuditEventRows(sql: SqlRunner, firmId: string, benchmarkId: string, filter: AuditEventFilter) {
  const where = `where firm_id = $1 and benchmark_id = $2 and ($3::uuid is null or company_id = $3)
                 and (cardinality($4::text[]) = 0 or action like any($4::text[])) and ($5::text is null or actor_kind = $5)`;
  const params = [firmId, benchmarkId, filter.companyId, filter.actionPatterns, filter.actorKind];
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from audit_events ${where}`, params);
  const items = await sql.query<AuditEvent>(
    `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, actor_kind,
            case when actor_id is null then null else json_build_object('id', actor_id, 'name', coalesce(actor_name, 'Former member')) end as actor,
            action, company_id, details, before, after
     from audit_events ${where} order by created_at desc, id limit $6 offset $7`,
    [...params, filter.limit, filter.offset],
  );
  return { items, total: count?.total ?? 0 };
}
