// Reads benchmarks in the contract's `Benchmark` shape, with the company counts computed in SQL.
import type { Benchmark, CompanyFinancials } from '@quartile/api';
import { ACCEPTED_STATUS_LABELS, COMPANY_STATUS, everyImportMetric, ONGOING_STATUS_LABELS, REJECTED_STATUS_LABELS, type ImportMetric } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import { likePattern } from '../db/likePattern.ts';
import { NotFoundError } from '../errors.ts';
import { BENCHMARK_NOT_FOUND } from './benchmarkStore.ts';

/** A list of status labels as an SQL literal list (the labels are the domain's constants, never user input). */
const sqlList = (labels: readonly string[]) => `(${labels.map((s) => `'${s}'`).join(', ')})`;
const ACCEPTED = sqlList(ACCEPTED_STATUS_LABELS);
const REJECTED = sqlList(REJECTED_STATUS_LABELS);
const ONGOING = sqlList(ONGOING_STATUS_LABELS);

export const SELECT_BENCHMARK = `
  select b.id, b.client_id, c.name as client_name, b.name, b.status, b.start_date::text as start_date,
         b.tested_party_description, b.financial_years, b.criteria, b.criteria_pending_confirmation,
         b.financial_data_setup, b.active_job_id, b.version, b.tested_party_financials, b.results_settings,
         coalesce(k.total, 0) as total_companies, coalesce(k.ongoing, 0) as ongoing_count,
         coalesce(k.accepted, 0) + coalesce(k.rejected, 0) as completed_count,
         coalesce(k.accepted, 0) as accepted_count, coalesce(k.rejected, 0) as rejected_count,
         json_build_object(
           'flagged_companies', coalesce(fl.flagged, 0),
           'flags', json_build_object('high', coalesce(fl.high, 0), 'medium', coalesce(fl.medium, 0), 'low', coalesce(fl.low, 0)),
           'conflicts', coalesce(k.conflicts, 0), 'outdated', coalesce(k.outdated, 0),
           'awaiting_confirmation', coalesce(k.awaiting_confirmation, 0), 'refrained', coalesce(k.refrained, 0)) as review_summary,
         (select json_build_object('id', f.id, 'filename', f.filename, 'content_type', f.content_type, 'size_bytes', f.size_bytes,
                 'uploaded_at', to_char(f.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'imported_count', f.imported_count)
            from benchmark_files f where f.benchmark_id = b.id and f.deleted_at is null) as file,
         coalesce((select json_agg(json_build_object('id', fa.id, 'title', fa.title) order by fa.created_at)
            from far_benchmarks fb join fars fa on fa.id = fb.far_id where fb.benchmark_id = b.id), '[]') as fars,
         to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
         to_char(b.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
  from benchmarks b
  join clients c on c.id = b.client_id
  left join lateral (
    select count(*)::int as total,
           count(*) filter (where status in ${ONGOING})::int as ongoing,
           count(*) filter (where status in ${ACCEPTED})::int as accepted,
           count(*) filter (where status in ${REJECTED})::int as rejected,
           count(*) filter (where status = '${COMPANY_STATUS.decisionConflict}')::int as conflicts,
           count(*) filter (where outdated_criteria)::int as outdated,
           count(*) filter (where status = '${COMPANY_STATUS.criteriaConfirmation}')::int as awaiting_confirmation,
           count(*) filter (where status = '${COMPANY_STATUS.decisionRefrained}')::int as refrained
    from companies co where co.benchmark_id = b.id and co.deleted_at is null
  ) k on true
  left join lateral (
    -- Open flags of companies still in the study (the Review Analyst's, review_flags).
    select count(distinct f.company_id)::int as flagged,
           count(*) filter (where f.severity = 'high')::int as high,
           count(*) filter (where f.severity = 'medium')::int as medium,
           count(*) filter (where f.severity = 'low')::int as low
    from review_flags f join companies fc on fc.id = f.company_id and fc.deleted_at is null
    where f.benchmark_id = b.id and f.dismissed_at is null
  ) fl on true`;

/** A row as selected: the contract's Benchmark, with what toBenchmarkDto completes still as stored. */
type BenchmarkRow = Omit<Benchmark, 'file' | 'fars' | 'tested_party_financials' | 'results_settings'> & {
  file: Benchmark['file'] | undefined;
  fars: Benchmark['fars'] | undefined;
  tested_party_financials: unknown;
  results_settings: Benchmark['results_settings'] | undefined;
};

/** Adds what later features attach (the uploaded file, FARs). */
export function toBenchmarkDto(row: BenchmarkRow): Benchmark {
  return {
    ...row,
    file: row.file ?? null,
    fars: row.fars ?? [],
    tested_party_financials: fullYears(row.tested_party_financials),
    results_settings: row.results_settings ?? null,
  };
}

type StoredYear = { year: number } & Partial<Record<ImportMetric, number | null>>;

/** Stored years (only the metrics given, tested-party-description wrote them) as the contract's CompanyFinancials, oldest first. */
function fullYears(stored: unknown): CompanyFinancials[] {
  const years = Array.isArray(stored) ? (stored as StoredYear[]) : [];
  return years
    .map((y): CompanyFinancials => everyImportMetric(y))
    .sort((a, b) => a.year - b.year);
}

export interface BenchmarkQuery {
  clientId?: string;
  search?: string;
  orderBy: string;
  limit: number;
  offset: number;
}

export async function getBenchmarkDto(sql: SqlRunner, firmId: string, id: string): Promise<Benchmark> {
  const [row] = await sql.query<BenchmarkRow>(`${SELECT_BENCHMARK} where b.id = $1 and b.firm_id = $2`, [id, firmId]);
  if (!row) throw new NotFoundError(BENCHMARK_NOT_FOUND);
  return toBenchmarkDto(row);
}

export async function listBenchmarkRows(sql: SqlRunner, firmId: string, query: BenchmarkQuery): Promise<Benchmark[]> {
  const rows = await sql.query<BenchmarkRow>(
    `${SELECT_BENCHMARK}
     where b.firm_id = $1 and ($2::uuid is null or b.client_id = $2) and ($3 = '%%' or b.name ilike $3 or c.name ilike $3)
     order by ${query.orderBy}, b.id limit $4 offset $5`,
    [firmId, query.clientId ?? null, likePattern(query.search ?? ''), query.limit, query.offset],
  );
  return rows.map(toBenchmarkDto);
}

export async function countBenchmarks(sql: SqlRunner, firmId: string, search: string, clientId?: string): Promise<number> {
  const [row] = await sql.query<{ total: number }>(
    `select count(*)::int as total from benchmarks b join clients c on c.id = b.client_id
     where b.firm_id = $1 and ($2::uuid is null or b.client_id = $2) and ($3 = '%%' or b.name ilike $3 or c.name ilike $3)`,
    [firmId, clientId ?? null, likePattern(search)],
  );
  return row?.total ?? 0;
}

/** The benchmark's criteria and tested party description (what a FAR proposes to replace); null when not the firm's. */
export async function benchmarkCriteria(
  sql: SqlRunner,
  firmId: string,
  id: string,
): Promise<{ criteria: { accept: string[]; reject: string[] }; tested_party_description: string } | null> {
  const [row] = await sql.query<{ criteria: { accept: string[]; reject: string[] }; tested_party_description: string }>(
    'select criteria, tested_party_description from benchmarks where id = $1 and firm_id = $2',
    [id, firmId],
  );
  return row ?? null;
}

/** Whether any of `ids` is a benchmark of the firm (of any client). */
export async function anyBenchmarkInFirm(sql: SqlRunner, firmId: string, ids: readonly string[]): Promise<boolean> {
  const [row] = await sql.query('select 1 from benchmarks where firm_id = $1 and id = any($2::uuid[])', [firmId, ids]);
  return row !== undefined;
}
