// Loads what the results of a study are computed from (the accepted comparables, the tested
// party's financials, the saved settings) and computes them with packages/domain, exactly as the
// results page does in the browser. Used by pli-stats, the Excel export and the evidence reports.
import {
  ACCEPTED_STATUS_LABELS,
  computeBenchmarkResults,
  rangeComparables,
  rangeIncludesOutdated,
  type DecisionVersionInput,
  defaultResultsSettings,
  type BenchmarkResults,
  type ComparableInput,
  type ResultsSettings,
  type YearFinancials,
} from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';

export interface StudyInputs {
  readonly financialYears: readonly number[];
  readonly testedPartyFinancials: readonly YearFinancials[];
  readonly savedSettings: ResultsSettings | null;
  readonly comparables: readonly ComparableInput[];
}

const ACCEPTED_LIST = ACCEPTED_STATUS_LABELS.map((s) => `'${s}'`).join(', ');

/**
 * The accepted set: accepted by the criteria or after review, neither excluded nor deleted, and
 * (issue 19) decided under the current criteria unless a person acknowledged outdated ones.
 */
export async function loadAcceptedComparables(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<ComparableInput[]> {
  const [benchmark] = await sql.query<{ criteria_version: number; range_outdated_version: number | null }>(
    'select criteria_version, range_outdated_version from benchmarks where id = $1 and firm_id = $2',
    [benchmarkId, firmId],
  );
  const rows = await sql.query<{ id: string; name: string | null; status: string; outdated_criteria: boolean; criteria_version: number | null; financials: YearFinancials[] | Record<string, never> }>(
    `select id, name, status, outdated_criteria, (analysis->>'criteria_version')::int as criteria_version, financials from companies
     where benchmark_id = $1 and firm_id = $2 and deleted_at is null and not excluded and status in (${ACCEPTED_LIST})
     order by row_number, id`,
    [benchmarkId, firmId],
  );
  const current = benchmark?.criteria_version ?? 0;
  const ack = benchmark?.range_outdated_version == null ? null : { include_outdated: true, criteria_version: benchmark.range_outdated_version };
  const { used } = rangeComparables(rows, (r) => r.criteria_version, current, rangeIncludesOutdated(ack, current));
  return used.map((r) => ({ id: r.id, name: r.name, financials: Array.isArray(r.financials) ? r.financials : [] }));
}

/** What the outdated rule reads of every company that is neither excluded nor deleted. */
export async function loadDecisionVersions(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<DecisionVersionInput[]> {
  return sql.query<DecisionVersionInput>(
    `select status, outdated_criteria, (analysis->>'criteria_version')::int as criteria_version from companies
     where benchmark_id = $1 and firm_id = $2 and deleted_at is null and not excluded`,
    [benchmarkId, firmId],
  );
}

/** Null when the benchmark does not exist in the firm. */
export async function loadStudyInputs(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<StudyInputs | null> {
  const [benchmark] = await sql.query<{
    financial_years: number[];
    tested_party_financials: YearFinancials[];
    results_settings: ResultsSettings | null;
  }>('select financial_years, tested_party_financials, results_settings from benchmarks where id = $1 and firm_id = $2', [
    benchmarkId,
    firmId,
  ]);
  if (!benchmark) return null;
  return {
    financialYears: benchmark.financial_years,
    testedPartyFinancials: Array.isArray(benchmark.tested_party_financials) ? benchmark.tested_party_financials : [],
    savedSettings: benchmark.results_settings,
    comparables: await loadAcceptedComparables(sql, firmId, benchmarkId),
  };
}

/** The settings in force: the saved ones, or the defaults over the benchmark's financial years. */
export const settingsInForce = (inputs: StudyInputs): ResultsSettings =>
  inputs.savedSettings ?? defaultResultsSettings(inputs.financialYears);

export function computeStudyResults(inputs: StudyInputs, settings: ResultsSettings = settingsInForce(inputs)): BenchmarkResults {
  return computeBenchmarkResults({ comparables: inputs.comparables, testedParty: { financials: inputs.testedPartyFinancials }, settings });
}
