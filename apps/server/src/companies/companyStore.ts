// The companies table: its SQL, read in the contract's `Company` shape. Flags are derived here from the stored
// fields, so they can never disagree with the data (missing website, invalid URL, source).
import { IMPORT_METRICS, isValidUrl, type ImportMetric } from '@quartile/domain';
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

function fullYear(entry: YearFinancials): Record<string, number | null> {
  return { year: entry.year, ...Object.fromEntries(IMPORT_METRICS.map((m) => [m, entry[m] ?? null])) };
}

export function toCompanyDto(row: CompanyRow): Record<string, unknown> {
  const years = (Array.isArray(row.financials) ? row.financials : []).map(fullYear).sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
  const latest = years.at(-1);
  const website = row.website?.trim() || null;
  const invalidUrl = website !== null && !isValidUrl(website);
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
    financial_data: years,
    status: row.deleted_at ? 'Deleted' : row.status,
    is_excluded: row.excluded,
    exclusion_reason: row.exclusion_reason,
    url_manually_validated: row.url_manually_validated,
    missing_website: website === null,
    invalid_url: invalidUrl,
    url_issue: row.url_issue,
    source_valid:
      row.url_manually_validated || (website !== null && !invalidUrl && row.url_issue === null) || !!row.database_description?.trim(),
    outdated_criteria: row.outdated_criteria,
    core_function: analysis.core_function ?? null,
    tags: analysis.tags ?? [],
    summary: analysis.summary ?? null,
    human_summary: row.human_summary,
    automated_decision: analysis.automated_decision ?? null,
    analysis: toAnalysisDto(row.analysis),
    human_decision: row.human_decision ? { ...row.human_decision, reason_code: row.human_decision.reason_code ?? null } : null,
    criteria_change: row.criteria_change,
    version: row.version,
    review_flags: row.review_flags ?? [],
    review: row.review,
    sources: row.sources?.length ? row.sources : (analysis.sources ?? []),
    updated_at: row.updated_at,
  };
}

export async function listCompanies(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<Record<string, unknown>[]> {
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
