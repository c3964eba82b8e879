// The benchmarks table's SQL that other features share. Reads run inside withFirm, so row-level
// security already hides other firms' rows; the firm is still named in every query (second wall).
import type { SqlRunner } from '../db/database.ts';
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

/** The range's basis (issue 19): `version` is the criteria version under which including outdated decisions was acknowledged, null for current decisions only. */
export async function saveRangeBasis(sql: SqlRunner, benchmarkId: string, version: number | null, userId: string): Promise<void> {
  await sql.query(
    'update benchmarks set range_outdated_version = $2, range_outdated_by = $3, range_outdated_at = now(), version = version + 1, updated_at = now() where id = $1',
    [benchmarkId, version, userId],
  );
}
