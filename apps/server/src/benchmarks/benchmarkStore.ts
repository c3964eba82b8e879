// The benchmarks table's SQL, its one home: the contract's `Benchmark` read with its company counts
// computed in SQL, the firm check and locks, the writes of a benchmark's own fields (creation, the
// edit form, the tested party), criteria, financial years, screens and results settings. Reads run
// inside withFirm, so row-level security already hides other firms' rows; the firm is still named
// in every query (second wall); callers run writes inside withFirm (db/firmScope.ts).
import type { Benchmark, CompanyFinancials } from '@quartile/api';
import {
  ACCEPTED_STATUS_LABELS,
  COMPANY_STATUS,
  countOutdated,
  everyImportMetric,
  ONGOING_STATUS_LABELS,
  rangeIncludesOutdated,
  REJECTED_STATUS_LABELS,
  type DecisionVersionInput,
  type ImportMetric,
  type ResultsSettings,
} from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import { likePattern } from '../db/likePattern.ts';
import { NotFoundError, WorkflowError } from '../errors.ts';

export const BENCHMARK_NOT_FOUND = 'Benchmark not found';

/** True when the benchmark exists in the firm. */
export async function benchmarkInFirm(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<boolean> {
  const rows = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2', [benchmarkId, firmId]);
  return rows.length > 0;
}

/** Throws NotFoundError('Benchmark not found') unless the benchmark exists in the firm. */
export async function requireBenchmarkInFirm(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<void> {
  if (!(await benchmarkInFirm(sql, firmId, benchmarkId))) throw new NotFoundError(BENCHMARK_NOT_FOUND);
}

/**
 * Locks the benchmark row for the rest of the transaction (writes that must not interleave with
 * another write to the same study); throws NotFoundError unless it exists in the firm.
 */
export async function lockBenchmarkInFirm(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<void> {
  const rows = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2 for update', [benchmarkId, firmId]);
  if (rows.length === 0) throw new NotFoundError(BENCHMARK_NOT_FOUND);
}

export const STALE_BENCHMARK = 'Someone else changed this benchmark in the meantime. Reload to see their change, then try again.';

/**
 * Refuses a benchmark write whose If-Match names another version than the stored one
 * (WorkflowError -> 409, nothing changes). No If-Match: the write goes ahead.
 */
export function assertBenchmarkVersion(ifMatch: string | undefined, version: number): void {
  if (typeof ifMatch === 'string' && ifMatch.replace(/"/g, '').trim() !== String(version)) throw new WorkflowError('staleBenchmark', STALE_BENCHMARK);
}

export interface CriteriaState {
  readonly criteria: StoredCriteria;
  readonly criteria_version: number;
  readonly criteria_pending_confirmation: boolean;
  readonly active_job_id: string | null;
  readonly version: number;
}

/** The benchmark's criteria and workflow state, locked for the rest of the transaction. */
export async function lockCriteriaState(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<CriteriaState> {
  const [row] = await sql.query<CriteriaState>(
    'select criteria, criteria_version, criteria_pending_confirmation, active_job_id, version from benchmarks where id = $1 and firm_id = $2 for update',
    [benchmarkId, firmId],
  );
  if (!row) throw new NotFoundError(BENCHMARK_NOT_FOUND);
  return row;
}

/** The benchmark's criteria as stored: readings only when a person adjusted some (ADR 0023). */
export interface StoredCriteria {
  accept: string[];
  reject: string[];
  readings?: { criterion: string; activities: { scheme: 'naics' | 'nace' | 'sic'; code: string; title: string; score: number }[] }[];
}

/** Saves a new criteria version (kept in criteria_versions) as the benchmark's criteria. */
export async function saveCriteriaVersion(
  sql: SqlRunner,
  input: { firmId: string; benchmarkId: string; version: number; criteria: StoredCriteria; savedBy: string },
): Promise<void> {
  await sql.query('insert into criteria_versions (firm_id, benchmark_id, version, accept, reject, readings, saved_by) values ($1, $2, $3, $4, $5, $6, $7)', [
    input.firmId,
    input.benchmarkId,
    input.version,
    JSON.stringify(input.criteria.accept),
    JSON.stringify(input.criteria.reject),
    JSON.stringify(input.criteria.readings ?? []),
    input.savedBy,
  ]);
  await sql.query('update benchmarks set criteria = $2, criteria_version = $3, version = version + 1, updated_at = now() where id = $1', [
    input.benchmarkId,
    JSON.stringify(input.criteria),
    input.version,
  ]);
}

export async function setCriteriaPendingConfirmation(sql: SqlRunner, benchmarkId: string, pending: boolean): Promise<void> {
  await sql.query('update benchmarks set criteria_pending_confirmation = $2, version = version + 1, updated_at = now() where id = $1', [benchmarkId, pending]);
}

/**
 * The benchmark without companies (its file deleted): back to phase Input, and nothing waits for a
 * criteria confirmation any more.
 */
export async function returnToInput(sql: SqlRunner, benchmarkId: string): Promise<void> {
  await sql.query("update benchmarks set status = 'input', criteria_pending_confirmation = false, version = version + 1, updated_at = now() where id = $1", [benchmarkId]);
}

/** The benchmark's criteria versions, newest first, marking the current one. */
export async function listCriteriaVersions(sql: SqlRunner, firmId: string, benchmarkId: string) {
  const [benchmark] = await sql.query<{ criteria_version: number }>('select criteria_version from benchmarks where id = $1 and firm_id = $2', [benchmarkId, firmId]);
  if (!benchmark) throw new NotFoundError(BENCHMARK_NOT_FOUND);
  return sql.query<{
    version: number;
    accept: string[];
    reject: string[];
    readings: NonNullable<StoredCriteria['readings']>;
    saved_by: { id: string; name: string } | null;
    saved_at: string;
    current: boolean;
  }>(
    `select v.version, v.accept, v.reject, v.readings,
            case when v.saved_by is null then null else json_build_object('id', v.saved_by, 'name', u.first_name || ' ' || u.last_name) end as saved_by,
            to_char(v.saved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as saved_at, v.version = $3 as current
     from criteria_versions v left join users u on u.id = v.saved_by
     where v.benchmark_id = $1 and v.firm_id = $2 order by v.version desc`,
    [benchmarkId, firmId, benchmark.criteria_version],
  );
}

/** What criteria generation reads: the tested party's description and the current criteria. */
export async function readCriteriaInputs(sql: SqlRunner, firmId: string, benchmarkId: string) {
  const [row] = await sql.query<{ tested_party_description: string; criteria: { accept: string[]; reject: string[] } }>(
    'select tested_party_description, criteria from benchmarks where id = $1 and firm_id = $2',
    [benchmarkId, firmId],
  );
  if (!row) throw new NotFoundError(BENCHMARK_NOT_FOUND);
  return row;
}

/** The financial data setup of an import, and the study's financial years that follow its range. */
export async function setFinancialSetup(sql: SqlRunner, benchmarkId: string, setup: unknown, years: readonly number[]): Promise<void> {
  await sql.query('update benchmarks set financial_data_setup = $2, financial_years = $3, updated_at = now(), version = version + 1 where id = $1', [benchmarkId, JSON.stringify(setup), years]);
}

/** The study's financial years, locked for the rest of the transaction. */
export async function lockFinancialYears(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<number[]> {
  const [row] = await sql.query<{ financial_years: number[] }>('select financial_years from benchmarks where id = $1 and firm_id = $2 for update', [benchmarkId, firmId]);
  if (!row) throw new NotFoundError(BENCHMARK_NOT_FOUND);
  return row.financial_years;
}

/** Keeps the quantitative screens as last applied. */
export async function saveScreens(sql: SqlRunner, benchmarkId: string, screens: unknown): Promise<void> {
  await sql.query('update benchmarks set screens = $2, version = version + 1, updated_at = now() where id = $1', [benchmarkId, JSON.stringify(screens)]);
}

export async function addFinancialYear(sql: SqlRunner, firmId: string, benchmarkId: string, year: number): Promise<void> {
  await sql.query(
    `update benchmarks set financial_years = (select array_agg(distinct y order by y) from unnest(financial_years || $3::int) y), version = version + 1, updated_at = now()
     where id = $1 and firm_id = $2`,
    [benchmarkId, firmId, year],
  );
}

export async function removeFinancialYear(sql: SqlRunner, firmId: string, benchmarkId: string, year: number): Promise<void> {
  await sql.query('update benchmarks set financial_years = array_remove(financial_years, $3), version = version + 1, updated_at = now() where id = $1 and firm_id = $2', [
    benchmarkId,
    firmId,
    year,
  ]);
}

/** The results settings (PLI, method, years, exclusions) as saved by a person. */
export async function saveResultsSettings(sql: SqlRunner, benchmarkId: string, settings: unknown): Promise<void> {
  await sql.query('update benchmarks set results_settings = $2, version = version + 1, updated_at = now() where id = $1', [benchmarkId, JSON.stringify(settings)]);
}

// ---------------------------------------------------------------- the contract's Benchmark

/** A list of status labels as an SQL literal list (the labels are the domain's constants, never user input). */
const sqlList = (labels: readonly string[]) => `(${labels.map((s) => `'${s}'`).join(', ')})`;
const ACCEPTED = sqlList(ACCEPTED_STATUS_LABELS);
const REJECTED = sqlList(REJECTED_STATUS_LABELS);
const ONGOING = sqlList(ONGOING_STATUS_LABELS);

export const SELECT_BENCHMARK = `
  select b.id, b.client_id, c.name as client_name, b.name, b.status, b.start_date::text as start_date,
         b.tested_party_description, b.financial_years, b.criteria, b.criteria_pending_confirmation,
         b.financial_data_setup, b.active_job_id, b.version, b.tested_party_financials, b.results_settings,
         b.criteria_version, b.range_outdated_version,
         (select nullif(trim(ru.first_name || ' ' || ru.last_name), '') from users ru where ru.id = b.range_outdated_by) as range_outdated_by_name,
         to_char(b.range_outdated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as range_outdated_at,
         -- The companies' decisions grouped by what the domain's outdated rule reads (few groups per benchmark).
         coalesce((select json_agg(json_build_object('status', g.status, 'outdated_criteria', g.outdated_criteria, 'criteria_version', g.v, 'count', g.n))
            from (select co.status, co.outdated_criteria, (co.analysis->>'criteria_version')::int as v, count(*)::int as n
                  from companies co where co.benchmark_id = b.id and co.deleted_at is null and not co.excluded
                  group by 1, 2, 3) g), '[]') as decision_versions,
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
type BenchmarkRow = Omit<Benchmark, 'file' | 'fars' | 'tested_party_financials' | 'results_settings' | 'outdated_decisions' | 'range_basis'> & {
  file: Benchmark['file'] | undefined;
  fars: Benchmark['fars'] | undefined;
  tested_party_financials: unknown;
  results_settings: Benchmark['results_settings'] | undefined;
} & OutdatedColumns;

interface OutdatedColumns {
  range_outdated_version: number | null;
  range_outdated_by_name: string | null;
  range_outdated_at: string | null;
  decision_versions: (DecisionVersionInput & { count: number })[];
}

/** Adds what later features attach (the uploaded file, FARs). */
export function toBenchmarkDto(row: BenchmarkRow): Benchmark {
  const { range_outdated_version, range_outdated_by_name, range_outdated_at, decision_versions, ...rest } = row;
  return {
    ...rest,
    file: row.file ?? null,
    fars: row.fars ?? [],
    tested_party_financials: fullYears(row.tested_party_financials),
    results_settings: row.results_settings ?? null,
    ...outdatedFields(row.criteria_version, { range_outdated_version, range_outdated_by_name, range_outdated_at, decision_versions }),
  };
}

/** The outdated decisions and the range's basis (issue 19), by the domain's one rule (workflow/outdated.ts). */
function outdatedFields(criteriaVersion: number, row: OutdatedColumns): Pick<Benchmark, 'outdated_decisions' | 'range_basis'> {
  const counts = countOutdated(row.decision_versions, criteriaVersion);
  const ack = row.range_outdated_version === null ? null : { include_outdated: true, criteria_version: row.range_outdated_version };
  return {
    outdated_decisions: { decided: counts.decided, outdated: counts.outdated, accepted: counts.accepted, accepted_outdated: counts.acceptedOutdated },
    range_basis: {
      include_outdated: rangeIncludesOutdated(ack, criteriaVersion),
      acknowledged_version: row.range_outdated_version,
      chosen_by: row.range_outdated_by_name,
      chosen_at: row.range_outdated_at,
    },
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

// ---------------------------------------------------------------- a benchmark's own fields

export interface NewBenchmark {
  readonly clientId: string;
  readonly name: string;
  readonly testedPartyDescription: string;
  readonly startDate: string;
  readonly financialYears: readonly number[];
}

export async function insertBenchmark(sql: SqlRunner, firmId: string, userId: string, input: NewBenchmark): Promise<string> {
  const [row] = await sql.query<{ id: string }>(
    `insert into benchmarks (firm_id, client_id, name, tested_party_description, start_date, financial_years, created_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [firmId, input.clientId, input.name, input.testedPartyDescription, input.startDate, input.financialYears, userId],
  );
  return row!.id;
}

/** The edit form's fields; null keeps a field as it is, except financial_data_setup (set when `setFinancialDataSetup`). */
export interface BenchmarkFieldChanges {
  readonly name: string | null;
  readonly testedPartyDescription: string | null;
  readonly startDate: string | null;
  readonly financialYears: readonly number[] | null;
  readonly setFinancialDataSetup: boolean;
  readonly financialDataSetup: unknown;
}

export async function updateBenchmarkFields(sql: SqlRunner, firmId: string, id: string, changes: BenchmarkFieldChanges): Promise<void> {
  await sql.query(
    `update benchmarks set
       name = coalesce($3, name),
       tested_party_description = coalesce($4, tested_party_description),
       start_date = coalesce($5::date, start_date),
       financial_years = coalesce($6::int[], financial_years),
       financial_data_setup = case when $7::boolean then $8::jsonb else financial_data_setup end,
       version = version + 1, updated_at = now()
     where id = $1 and firm_id = $2`,
    [
      id,
      firmId,
      changes.name,
      changes.testedPartyDescription,
      changes.startDate,
      changes.financialYears,
      changes.setFinancialDataSetup,
      changes.financialDataSetup === undefined ? null : JSON.stringify(changes.financialDataSetup),
    ],
  );
}

/** Locks the benchmark row for this transaction; null when it is not the firm's. */
export async function lockBenchmark(
  sql: SqlRunner,
  firmId: string,
  id: string,
): Promise<{ results_settings: ResultsSettings | null; version: number } | null> {
  const [row] = await sql.query<{ results_settings: ResultsSettings | null; version: number }>(
    'select results_settings, version from benchmarks where id = $1 and firm_id = $2 for update',
    [id, firmId],
  );
  return row ?? null;
}

/** `financials` null keeps the stored ones. */
export async function saveTestedParty(
  sql: SqlRunner,
  firmId: string,
  id: string,
  description: string,
  financials: readonly Record<string, unknown>[] | null,
): Promise<void> {
  await sql.query(
    `update benchmarks set tested_party_description = $3, tested_party_financials = coalesce($4::jsonb, tested_party_financials),
       version = version + 1, updated_at = now() where id = $1 and firm_id = $2`,
    [id, firmId, description, financials ? JSON.stringify(financials) : null],
  );
}

/** The range's basis (issue 19): `version` is the criteria version under which including outdated decisions was acknowledged, null for current decisions only. */
export async function saveRangeBasis(sql: SqlRunner, benchmarkId: string, version: number | null, userId: string): Promise<void> {
  await sql.query(
    'update benchmarks set range_outdated_version = $2, range_outdated_by = $3, range_outdated_at = now(), version = version + 1, updated_at = now() where id = $1',
    [benchmarkId, version, userId],
  );
}
