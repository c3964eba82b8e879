// Everything the Excel export and the evidence reports show, read in one transaction so the
// documents describe one consistent state of the study.
import type { Benchmark, Company } from '@quartile/api';
import {
  computeBenchmarkResults,
  defaultResultsSettings,
  rangeComparablesOf,
  type BenchmarkResults,
  type ResultsSettings,
} from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import { benchmarkInFirm, getBenchmarkDto } from '../benchmarks/benchmarkStore.ts';
import { listCompanies } from '../companies/companyStore.ts';

export interface CriteriaVersion {
  version: number;
  accept: string[];
  reject: string[];
  saved_at: string;
  saved_by: string | null;
}

export interface AuditRow {
  at: Date;
  actor_kind: string;
  actor_name: string | null;
  action: string;
  company_id: string | null;
  details: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface ExportData {
  benchmark: Benchmark;
  /** Every company of the study that was not deleted, in file order. */
  companies: Company[];
  results: BenchmarkResults;
  screens: Record<string, unknown> | null;
  criteriaVersions: CriteriaVersion[];
  audit: AuditRow[];
  generatedBy: string;
  generatedAt: Date;
}

/**
 * The results exactly as the results page computes them, from the same companies: the accepted
 * comparables, outdated decisions only when a person acknowledged them (range_basis, issue 19).
 */
export function resultsOf(benchmark: Benchmark, companies: readonly Company[]): BenchmarkResults {
  const settings: ResultsSettings = benchmark.results_settings ?? defaultResultsSettings(benchmark.financial_years);
  const { used } = rangeComparablesOf(companies, benchmark.criteria_version, benchmark.range_basis.include_outdated);
  return computeBenchmarkResults({
    comparables: used.map((c) => ({ id: c.id, name: c.name, financials: c.financial_data })),
    testedParty: { financials: benchmark.tested_party_financials },
    settings,
  });
}

/** Null when the benchmark is not the firm's. */
export async function loadExportData(sql: SqlRunner, firmId: string, benchmarkId: string, userId: string): Promise<ExportData | null> {
  if (!(await benchmarkInFirm(sql, firmId, benchmarkId))) return null;
  const benchmark = await getBenchmarkDto(sql, firmId, benchmarkId);
  const companies = (await listCompanies(sql, firmId, benchmarkId)).filter((c) => c.status !== 'Deleted');
  const [screens] = await sql.query<{ screens: Record<string, unknown> | null }>('select screens from benchmarks where id = $1', [
    benchmarkId,
  ]);
  const criteriaVersions = await sql.query<CriteriaVersion>(
    `select v.version, v.accept, v.reject, to_char(v.saved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as saved_at,
            u.first_name || ' ' || u.last_name as saved_by
     from criteria_versions v left join users u on u.id = v.saved_by
     where v.benchmark_id = $1 and v.firm_id = $2 order by v.version`,
    [benchmarkId, firmId],
  );
  const audit = await sql.query<AuditRow>(
    `select created_at as at, actor_kind, actor_name, action, company_id, details, before, after
     from audit_events where benchmark_id = $1 and firm_id = $2 order by created_at, id`,
    [benchmarkId, firmId],
  );
  const [user] = await sql.query<{ name: string }>("select first_name || ' ' || last_name as name from users where id = $1", [userId]);
  return {
    benchmark,
    companies,
    results: resultsOf(benchmark, companies),
    screens: screens?.screens ?? null,
    criteriaVersions,
    audit: audit.map((a) => ({ ...a, at: new Date(a.at) })),
    generatedBy: user?.name ?? 'Unknown',
    generatedAt: new Date(),
  };
}
