// The companies table: its SQL, read in the contract's `Company` shape. Flags are derived here from the stored
// fields, so they can never disagree with the data (missing website, invalid URL, source).
import type { Company } from '@quartile/api';
import { COMPANY_STATUS, everyImportMetric, websiteFlags, type ImportMetric } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import { SELECT_FLAGS } from '../review/flagRows.ts';
import { toAnalysisDto } from '../analysis/storedAnalysis.ts';

export type YearFinancials = { year: number } & Partial<Record<ImportMetric, number | null>>;

export interface CompanyRow {
  id: string;
  benchmark_id: string;
  row_number: number;
  name: string | null;
  bvd_id: string | null;
  attributes: Record<string, string | number | null>;
  country: string | null;
  website: string | null;
  database_description: string | null;
  financials: YearFinancials[] | Record<string, never>;
  status: string;
  excluded: boolean;
  exclusion_reason: string | null;
  exclusion_source: 'screen' | 'manual' | null;
  url_manually_validated: boolean;
  url_issue: string | null;
  outdated_criteria: boolean;
  analysis: Record<string, unknown> | null;
  sources: unknown[];
  human_decision: Record<string, unknown> | null;
  human_summary: string | null;
  criteria_change: Record<string, unknown> | null;
  conflict: boolean;
  review: Record<string, unknown> | null;
  /** The Review Analyst's flags, in the contract's ReviewFlag shape (review/flagRows.ts). */
  review_flags: Record<string, unknown>[];
  version: number;
  deleted_at: string | null;
  updated_at: string;
}

export const SELECT_COMPANY = `
  select id, benchmark_id, row_number, name, bvd_id, attributes, country, website, database_description, financials, status,
         excluded, exclusion_reason, exclusion_source, url_manually_validated, url_issue, outdated_criteria, analysis, sources, human_decision, human_summary, criteria_change, conflict, review, ${SELECT_FLAGS} as review_flags, version, deleted_at::text as deleted_at,
         to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
  from companies`;

/** jsonb columns hold the contract's shapes (written from them); the response validator checks every answer in the tests. */
type Stored<K extends keyof Company> = Company[K];

export function toCompanyDto(row: CompanyRow): Company {
  const years = (Array.isArray(row.financials) ? row.financials : []).map(everyImportMetric).sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
  const latest = years.at(-1);
  const website = row.website?.trim() || null;
  const flags = websiteFlags(website);
  const analysis = row.analysis ?? {};
  return {
    id: row.id,
    benchmark_id: row.benchmark_id,
    row: row.row_number,
    name: row.name,
    bvd_id: row.bvd_id,
    attributes: row.attributes ?? {},
    country: row.country,
    website,
    database_description: row.database_description,
    revenue: latest?.revenue ?? null,
    gross_profit: latest?.gross_profit ?? null,
    operating_profit: latest?.operating_profit ?? null,
    net_profit: latest?.net_profit ?? null,
    financial_data: years as Stored<'financial_data'>,
    status: (row.deleted_at ? 'Deleted' : row.status) as Stored<'status'>,
    is_excluded: row.excluded,
    exclusion_reason: row.exclusion_reason,
    url_manually_validated: row.url_manually_validated,
    ...flags,
    url_issue: row.url_issue as Stored<'url_issue'>,
    source_valid:
      row.url_manually_validated || (!flags.missing_website && !flags.invalid_url && row.url_issue === null) || !!row.database_description?.trim(),
    outdated_criteria: row.outdated_criteria,
    core_function: (analysis.core_function ?? null) as Stored<'core_function'>,
    tags: (analysis.tags ?? []) as Stored<'tags'>,
    summary: (analysis.summary ?? null) as Stored<'summary'>,
    human_summary: row.human_summary,
    automated_decision: (analysis.automated_decision ?? null) as Stored<'automated_decision'>,
    analysis: toAnalysisDto(row.analysis) as Stored<'analysis'>,
    human_decision: (row.human_decision ? { ...row.human_decision, reason_code: row.human_decision.reason_code ?? null } : null) as Stored<'human_decision'>,
    criteria_change: row.criteria_change as Stored<'criteria_change'>,
    version: row.version,
    review_flags: (row.review_flags ?? []) as Stored<'review_flags'>,
    review: row.review as Stored<'review'>,
    sources: (row.sources?.length ? row.sources : (analysis.sources ?? [])) as Stored<'sources'>,
    updated_at: row.updated_at,
  };
}

export async function listCompanies(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<Company[]> {
  const rows = await sql.query<CompanyRow>(`${SELECT_COMPANY} where benchmark_id = $1 and firm_id = $2 order by row_number, id`, [
    benchmarkId,
    firmId,
  ]);
  return rows.map(toCompanyDto);
}

/** True when the company is one of the benchmark's, in the firm (deleted companies included). */
export async function companyInBenchmark(sql: SqlRunner, firmId: string, benchmarkId: string, companyId: string): Promise<boolean> {
  const rows = await sql.query('select 1 from companies where id = $1 and benchmark_id = $2 and firm_id = $3', [companyId, benchmarkId, firmId]);
  return rows.length > 0;
}

export const COMPANY_NOT_FOUND = 'Company not found';

/** Where a company is: its firm and benchmark, and its id. */
export interface CompanyAddress {
  readonly firmId: string;
  readonly benchmarkId: string;
  readonly companyId: string;
}

/** The company, locked for the rest of the transaction; null when it is not the benchmark's. */
export async function lockCompany(sql: SqlRunner, firmId: string, benchmarkId: string, companyId: string): Promise<CompanyRow | null> {
  const [row] = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1 and benchmark_id = $2 and firm_id = $3 for update`, [companyId, benchmarkId, firmId]);
  return row ?? null;
}

/** Several companies of the benchmark, locked (only those found). */
export async function lockCompanies(sql: SqlRunner, firmId: string, benchmarkId: string, ids: readonly string[]): Promise<CompanyRow[]> {
  return sql.query<CompanyRow>(`${SELECT_COMPANY} where benchmark_id = $1 and firm_id = $2 and id = any($3::uuid[]) for update`, [benchmarkId, firmId, ids]);
}

/** The benchmark's companies that are not deleted. */
export async function liveCompanies(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<CompanyRow[]> {
  return sql.query<CompanyRow>(`${SELECT_COMPANY} where benchmark_id = $1 and firm_id = $2 and deleted_at is null`, [benchmarkId, firmId]);
}

/** A company as it now is (after a write in the same transaction). */
export async function readCompanyRow(sql: SqlRunner, id: string): Promise<CompanyRow> {
  const [row] = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1`, [id]);
  if (!row) throw new Error(`company ${id} vanished inside its transaction`);
  return row;
}

export async function readCompany(sql: SqlRunner, id: string): Promise<Company> {
  return toCompanyDto(await readCompanyRow(sql, id));
}

/** Columns a plain company write may set (jsonb values are passed as objects). */
export interface CompanyChanges {
  readonly status?: string;
  readonly human_decision?: unknown;
  readonly review?: unknown;
  readonly sources?: unknown;
  readonly human_summary?: string | null;
  readonly url_manually_validated?: boolean;
  readonly url_issue?: string | null;
  readonly outdated_criteria?: boolean;
}

const JSON_COLUMNS = new Set(['human_decision', 'review', 'sources']);

/**
 * The one home of a plain company write: sets the given columns on the companies (of the firm),
 * and unless `bumpVersion` is false moves their version on (the If-Match of concurrent edits)
 * and their updated_at.
 */
export async function updateCompanies(
  sql: SqlRunner,
  firmId: string,
  ids: readonly string[],
  changes: CompanyChanges,
  { bumpVersion = true }: { bumpVersion?: boolean } = {},
): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
  if (bumpVersion) sets.push('version = version + 1', 'updated_at = now()');
  if (sets.length === 0 || ids.length === 0) return;
  const values = entries.map(([column, value]) => (JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value));
  await sql.query(`update companies set ${sets.join(', ')} where firm_id = $1 and id = any($2::uuid[])`, [firmId, ids, ...values]);
}

export async function updateCompany(sql: SqlRunner, firmId: string, id: string, changes: CompanyChanges, options?: { bumpVersion?: boolean }): Promise<void> {
  await updateCompanies(sql, firmId, [id], changes, options);
}

/** Sets the reason of the company's recorded human decision. */
export async function setHumanDecisionReason(sql: SqlRunner, firmId: string, id: string, reason: string): Promise<void> {
  await sql.query(
    `update companies set human_decision = jsonb_set(human_decision, '{reason}', to_jsonb($3::text)), version = version + 1, updated_at = now() where id = $1 and firm_id = $2`,
    [id, firmId, reason],
  );
}

/** How many of the benchmark's companies still wait for a criteria change to be confirmed. */
export async function countAwaitingCriteriaConfirmation(sql: SqlRunner, benchmarkId: string): Promise<number> {
  const [left] = await sql.query<{ n: number }>(
    'select count(*)::int as n from companies where benchmark_id = $1 and status = $2 and deleted_at is null',
    [benchmarkId, COMPANY_STATUS.criteriaConfirmation],
  );
  return left?.n ?? 0;
}

export interface StoredWorkflow {
  readonly status: string;
  readonly conflict: boolean;
  readonly outdated: boolean;
  readonly criteriaChange: { from: string; to: string } | null;
  /** The automated decision after a settled criteria change (null leaves it as it is). */
  readonly automated: string | null;
}

/**
 * How a pending criteria change is settled: confirm keeps the re-run's analysis, revert puts back
 * the analysis kept from before the re-run (analysis_before_change), exactly.
 */
export type CriteriaSettlement = 'confirm' | 'revert';

/** Writes a company's workflow state (companies/companyWorkflow.ts decides it). */
export async function saveCompanyWorkflow(sql: SqlRunner, id: string, workflow: StoredWorkflow, settle: CriteriaSettlement | null = null): Promise<void> {
  await sql.query(
    `update companies set status = $2, conflict = $3, outdated_criteria = $4, criteria_change = $5,
       analysis = case when $7::text = 'revert' and analysis_before_change is not null then analysis_before_change
                       when analysis is null or $6::text is null then analysis
                       else jsonb_set(analysis, '{automated_decision,decision}', to_jsonb($6::text)) end,
       analysis_before_change = case when $7::text is null then analysis_before_change end,
       version = version + 1, updated_at = now()
     where id = $1`,
    [id, workflow.status, workflow.conflict, workflow.outdated, workflow.criteriaChange ? JSON.stringify(workflow.criteriaChange) : null, workflow.automated, settle],
  );
}

/** The company if it is the benchmark's (deleted ones included, shown as Deleted). */
export async function findCompany(sql: SqlRunner, firmId: string, benchmarkId: string, companyId: string): Promise<Company | null> {
  const [row] = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1 and benchmark_id = $2 and firm_id = $3`, [companyId, benchmarkId, firmId]);
  return row ? toCompanyDto(row) : null;
}

/** Ids of the benchmark's live companies in the given statuses (optionally only some), in list order. */
export async function companyIdsInStatus(sql: SqlRunner, firmId: string, benchmarkId: string, statuses: readonly string[], only: readonly string[] | null): Promise<string[]> {
  const rows = await sql.query<{ id: string }>(
    `select id from companies where benchmark_id = $1 and firm_id = $2 and deleted_at is null and status = any($3::text[]) and ($4::uuid[] is null or id = any($4::uuid[])) order by row_number, id`,
    [benchmarkId, firmId, statuses, only],
  );
  return rows.map((r) => r.id);
}

/** How many of the ids are live companies of the benchmark. */
export async function countLiveCompanies(sql: SqlRunner, firmId: string, benchmarkId: string, ids: readonly string[]): Promise<number> {
  const [known] = await sql.query<{ n: number }>('select count(*)::int as n from companies where benchmark_id = $1 and firm_id = $2 and id = any($3::uuid[]) and deleted_at is null', [
    benchmarkId,
    firmId,
    ids,
  ]);
  return known?.n ?? 0;
}

/** Companies by id, locked (any benchmark; the caller chose the ids within one). */
export async function lockCompaniesById(sql: SqlRunner, ids: readonly string[]): Promise<CompanyRow[]> {
  return sql.query<CompanyRow>(`${SELECT_COMPANY} where id = any($1::uuid[]) for update`, [ids]);
}

/** Puts back a company's decision state as it was before a person's decision (an undo). */
export async function restoreDecisionState(
  sql: SqlRunner,
  id: string,
  previous: { status: string; human_decision: unknown; conflict: boolean },
): Promise<void> {
  await sql.query('update companies set status = $2, human_decision = $3, conflict = $4, version = version + 1, updated_at = now() where id = $1', [
    id,
    previous.status,
    previous.human_decision ? JSON.stringify(previous.human_decision) : null,
    previous.conflict,
  ]);
}

/** The fields a person edits on a company (companies/editCompany.ts decides the status). */
export interface CompanyEdit {
  readonly name: string | null;
  readonly country: string | null;
  readonly website: string | null;
  /** Whether the description was sent at all (null clears it). */
  readonly setsDescription: boolean;
  readonly description: string | null;
  readonly excluded: boolean | null;
  readonly urlManuallyValidated: boolean | null;
  /** A change of analysed data deletes the analysis and its pending states. */
  readonly dataChanged: boolean;
  readonly status: string;
  readonly exclusionReason: string | null;
}

export async function editCompany(sql: SqlRunner, firmId: string, id: string, edit: CompanyEdit): Promise<void> {
  await sql.query(
    `update companies set
       name = coalesce($3, name), country = coalesce($4, country), website = coalesce($5, website),
       database_description = case when $6::boolean then $7 else database_description end,
       excluded = coalesce($8, excluded),
       exclusion_source = case when $8::boolean is null then exclusion_source when $8 then 'manual' else null end,
       exclusion_reason = case when $8::boolean is null then coalesce($12, exclusion_reason) else $12 end,
       url_manually_validated = case when $5::text is not null then coalesce($9, false) else coalesce($9, url_manually_validated) end,
       url_issue = case when $5::text is not null then null else url_issue end,
       analysis = case when $10::boolean then null else analysis end,
       analysis_before_change = case when $10::boolean then null else analysis_before_change end,
       zero_shot = case when $10::boolean then null else zero_shot end,
       conflict = case when $10::boolean then false else conflict end,
       criteria_change = case when $10::boolean then null else criteria_change end,
       outdated_criteria = case when $10::boolean then false else outdated_criteria end,
       status = $11, version = version + 1, updated_at = now()
     where id = $1 and firm_id = $2`,
    [
      id,
      firmId,
      edit.name,
      edit.country,
      edit.website,
      edit.setsDescription,
      edit.description,
      edit.excluded,
      edit.urlManuallyValidated,
      edit.dataChanged,
      edit.status,
      edit.exclusionReason,
    ],
  );
}

/** Excludes companies by a quantitative screen (manual exclusions are left alone by the caller). */
export async function excludeByScreen(sql: SqlRunner, firmId: string, exclusions: readonly { id: string; reason: string }[]): Promise<void> {
  await sql.query(
    `update companies c set excluded = true, exclusion_source = 'screen', exclusion_reason = r.reason,
       status = case when c.status in ('Not Analyzed', 'Ready for Analysis', 'Included') then 'Excluded' else c.status end,
       version = version + 1, updated_at = now()
     from jsonb_to_recordset($2::jsonb) as r(id uuid, reason text) where c.id = r.id and c.firm_id = $1`,
    [firmId, JSON.stringify(exclusions)],
  );
}

/** Includes again companies a screen had excluded. */
export async function includeAfterScreen(sql: SqlRunner, firmId: string, ids: readonly string[]): Promise<void> {
  await sql.query(
    `update companies set excluded = false, exclusion_source = null, exclusion_reason = null,
       status = case when status = 'Excluded' then 'Included' else status end, version = version + 1, updated_at = now()
     where firm_id = $1 and id = any($2::uuid[])`,
    [firmId, ids],
  );
}

/** The benchmark's live companies as report matching needs them (id, name, BvD ID). */
export async function companiesForMatching(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<{ id: string; name: string | null; bvd_id: string | null }[]> {
  return sql.query('select id, name, bvd_id from companies where benchmark_id = $1 and firm_id = $2 and deleted_at is null', [benchmarkId, firmId]);
}

/** The benchmark's live companies with the years their financials hold (roll-forward matching). */
export async function companiesWithYears(sql: SqlRunner, firmId: string, benchmarkId: string) {
  return sql.query<{ id: string; bvd_id: string | null; name: string | null; country: string | null; years: number[] }>(
    `select id, bvd_id, name, country,
            coalesce((select array_agg((e->>'year')::int) from jsonb_array_elements(case when jsonb_typeof(financials) = 'array' then financials else '[]' end) e), '{}') as years
     from companies where benchmark_id = $1 and firm_id = $2 and deleted_at is null`,
    [benchmarkId, firmId],
  );
}

/** Replaces the year's entry (if any) in each matched company's financials, in one statement; answers how many changed. */
export async function setYearFigures(
  sql: SqlRunner,
  firmId: string,
  benchmarkId: string,
  year: number,
  matches: readonly { company_id: string; values: Record<string, number | null> }[],
): Promise<number> {
  const updated = await sql.query(
    `update companies c set
       financials = (
         select coalesce(jsonb_agg(e order by (e->>'year')::int), '[]') from (
           select e from jsonb_array_elements(case when jsonb_typeof(c.financials) = 'array' then c.financials else '[]' end) e where (e->>'year')::int <> $3
           union all select jsonb_build_object('year', $3::int) || m.values
         ) y(e)
       ),
       version = version + 1, updated_at = now()
     from jsonb_to_recordset($4::jsonb) as m(company_id uuid, values jsonb)
     where c.id = m.company_id and c.benchmark_id = $1 and c.firm_id = $2 and c.deleted_at is null
     returning c.id`,
    [benchmarkId, firmId, year, JSON.stringify(matches)],
  );
  return updated.length;
}

/** Removes the year's figures from every company of the benchmark. */
export async function removeYearFigures(sql: SqlRunner, firmId: string, benchmarkId: string, year: number): Promise<void> {
  await sql.query(
    `update companies set financials = (
       select coalesce(jsonb_agg(e), '[]') from jsonb_array_elements(case when jsonb_typeof(financials) = 'array' then financials else '[]' end) e where (e->>'year')::int <> $3
     ), version = version + 1, updated_at = now()
     where benchmark_id = $1 and firm_id = $2 and jsonb_typeof(financials) = 'array'`,
    [benchmarkId, firmId, year],
  );
}

/** Puts a company back to the status it had before a run, if the run still holds it in one of `runStatuses`. */
export async function restoreStatusAfterRun(sql: SqlRunner, id: string, previousStatus: string, runStatuses: readonly string[]): Promise<void> {
  await sql.query('update companies set status = $2, version = version + 1, updated_at = now() where id = $1 and status = any($3::text[])', [id, previousStatus, runStatuses]);
}

/** What reading the website found; `readyStatus` moves the company on when it has something to read. */
export async function saveWebSearchFindings(sql: SqlRunner, id: string, findings: { urlIssue: string | null; sources: unknown; readyStatus: string | null }): Promise<void> {
  await sql.query(
    `update companies set url_issue = $2, sources = $3, status = case when $4::boolean then $5 else status end, version = version + 1, updated_at = now()
     where id = $1`,
    [id, findings.urlIssue, JSON.stringify(findings.sources), findings.readyStatus !== null, findings.readyStatus],
  );
}

/** An analysis result with the workflow state it leads to (runs/analysisItem.ts). */
export async function saveAnalysisResult(
  sql: SqlRunner,
  id: string,
  result: { workflow: Omit<StoredWorkflow, 'automated'>; analysis: unknown; zeroShot?: unknown; sources?: unknown[]; urlIssue?: string | null },
): Promise<void> {
  // A re-run that leaves a criteria change to confirm keeps the analysis it replaces (for a revert).
  await sql.query(
    `update companies set status = $2, conflict = $3, outdated_criteria = $4, criteria_change = $5,
            analysis_before_change = case when $5::jsonb is null then null else analysis end, analysis = $6,
            sources = coalesce($7::jsonb, sources), url_issue = case when $8::boolean then $9 else url_issue end,
            zero_shot = $10::jsonb, version = version + 1, updated_at = now()
     where id = $1`,
    [
      id,
      result.workflow.status,
      result.workflow.conflict,
      result.workflow.outdated,
      result.workflow.criteriaChange ? JSON.stringify(result.workflow.criteriaChange) : null,
      JSON.stringify(result.analysis),
      result.sources ? JSON.stringify(result.sources) : null,
      result.urlIssue !== undefined,
      result.urlIssue ?? null,
      result.zeroShot ? JSON.stringify(result.zeroShot) : null,
    ],
  );
}

/** saveAnalysisResult for many companies in one statement (a run's batch). */
export async function saveAnalysisResults(
  sql: SqlRunner,
  results: readonly { id: string; workflow: Omit<StoredWorkflow, 'automated'>; analysis: unknown; zeroShot?: unknown; sources?: unknown[]; urlIssue?: string | null }[],
): Promise<void> {
  if (results.length === 0) return;
  await sql.query(
    // As saveAnalysisResult: a re-run that leaves a criteria change to confirm keeps the analysis it
    // replaces (for a revert), and the provider's own (zero-shot) result is kept beside the shown one.
    `update companies c set status = x.status, conflict = x.conflict, outdated_criteria = x.outdated, criteria_change = nullif(x.criteria_change, 'null'::jsonb),
            analysis_before_change = case when nullif(x.criteria_change, 'null'::jsonb) is null then null else c.analysis end,
            analysis = x.analysis, sources = coalesce(nullif(x.sources, 'null'::jsonb), c.sources),
            url_issue = case when x.set_url_issue then x.url_issue else c.url_issue end,
            zero_shot = nullif(x.zero_shot, 'null'::jsonb), version = c.version + 1, updated_at = now()
     from jsonb_to_recordset($1::jsonb) as x(id uuid, status text, conflict boolean, outdated boolean, criteria_change jsonb, analysis jsonb, sources jsonb, set_url_issue boolean, url_issue text, zero_shot jsonb)
     where c.id = x.id`,
    [
      JSON.stringify(
        results.map((r) => ({
          id: r.id,
          status: r.workflow.status,
          conflict: r.workflow.conflict,
          outdated: r.workflow.outdated,
          criteria_change: r.workflow.criteriaChange,
          analysis: r.analysis,
          sources: r.sources ?? null,
          set_url_issue: r.urlIssue !== undefined,
          url_issue: r.urlIssue ?? null,
          zero_shot: r.zeroShot ?? null,
        })),
      ),
    ],
  );
}

/**
 * Marks the companies of a deleted file Deleted; answers how many. The marks that ask a person to act
 * (outdated criteria, a change to confirm, a conflict) go with them: a deleted company asks nothing.
 */
export async function deleteFileCompanies(sql: SqlRunner, firmId: string, fileId: string): Promise<number> {
  const deleted = await sql.query(
    `update companies set status = 'Deleted', deleted_at = now(), updated_at = now(), version = version + 1,
            outdated_criteria = false, criteria_change = null, conflict = false, analysis_before_change = null
     where file_id = $1 and firm_id = $2 and deleted_at is null returning id`,
    [fileId, firmId],
  );
  return deleted.length;
}

/** The benchmark's live companies the team left for later on the validation screen, in list order. */
export async function fixLaterIds(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<string[]> {
  const rows = await sql.query<{ id: string }>(
    'select id from companies where benchmark_id = $1 and firm_id = $2 and deleted_at is null and fix_later_at is not null order by row_number, id',
    [benchmarkId, firmId],
  );
  return rows.map((r) => r.id);
}

/** Leaves the companies for later (who, when) or brings them back; a marker, so the version stays. */
export async function setFixLater(sql: SqlRunner, firmId: string, benchmarkId: string, ids: readonly string[], on: boolean, userId: string): Promise<void> {
  await sql.query(
    `update companies set fix_later_at = case when $4 then coalesce(fix_later_at, now()) end, fix_later_by = case when $4 then coalesce(fix_later_by, $5::uuid) end
      where benchmark_id = $1 and firm_id = $2 and id = any($3::uuid[]) and deleted_at is null`,
    [benchmarkId, firmId, ids, on, userId],
  );
}
