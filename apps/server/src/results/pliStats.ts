// `pli-stats` (spec sections 1 and 7): the arm's length range computed with packages/domain, from a
// list of values or from a benchmark's accepted comparables under the settings given.
import type { AppContext } from '../context.ts';
import {
  armsLengthRange,
  resultsSettingsProblems,
  testedPartyPosition,
  type ArmsLengthRange,
  type BenchmarkResults,
  type RangeMethod,
  type ResultsSettings,
  type TestedPartyPosition,
} from '@quartile/domain';
import type { AuthContext } from '../auth/guard.ts';
import { BENCHMARK_NOT_FOUND } from '../benchmarks/benchmarkStore.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { computeStudyResults, loadStudyInputs } from './studyResults.ts';

export type PliStatsInput = Partial<Omit<ResultsSettings, 'pli' | 'method'>> &
  Pick<ResultsSettings, 'pli' | 'method'> & { values?: number[]; benchmark_id?: string; tested_party_value?: number | null };

/** The settings' problems as a 400 with one message per field. */
export const settingsError = (problems: Record<string, string>) =>
  new ValidationError(
    Object.values(problems)[0] ?? 'The settings are not valid.',
    Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])),
  );

function rangeFields(range: ArmsLengthRange | null) {
  return {
    count: range?.count ?? 0,
    min: range?.min ?? null,
    lower_quartile: range?.lower ?? null,
    median: range?.median ?? null,
    upper_quartile: range?.upper ?? null,
    max: range?.max ?? null,
    mean: range?.mean ?? null,
    adjustment_point: range?.adjustmentPoint ?? null,
  };
}

function positionFields(value: number | null, position: TestedPartyPosition | null) {
  const judged = position && position.position !== 'no-range' ? position : null;
  return {
    tested_party_value: value,
    position: position?.position ?? null,
    within_range: judged ? judged.position === 'within' : null,
    adjustment_to_median: judged && judged.adjustment !== 0 ? judged.adjustment : null,
  };
}

function fromValues(body: PliStatsInput & { values: number[] }) {
  const range = armsLengthRange(body.values, body.method);
  const value = body.tested_party_value ?? null;
  return {
    method: body.method,
    pli: body.pli,
    aggregation: body.aggregation ?? 'weighted',
    years: [],
    ...rangeFields(range),
    ...positionFields(value, value === null ? null : testedPartyPosition(range, value, { trade: body.india_trade ?? 'other' })),
    comparables: [],
    per_year: [],
  };
}

function fromResults(results: BenchmarkResults, testedOverride: number | null | undefined) {
  const { settings, range } = results;
  const value = testedOverride ?? results.testedParty.value;
  const position =
    testedOverride === undefined || testedOverride === null
      ? results.testedParty.position
      : range
        ? testedPartyPosition(range, testedOverride, { trade: settings.india_trade ?? 'other' })
        : null;
  return {
    method: settings.method,
    pli: settings.pli,
    aggregation: settings.aggregation,
    years: [...settings.years],
    ...rangeFields(range),
    ...positionFields(value, position),
    comparables: results.comparables.map((c) => ({
      company_id: c.id,
      name: c.name,
      value: c.value,
      unadjusted_value: c.pli.value,
      wca_adjustment: c.wca?.adjustment ?? null,
      wca_issue: c.wcaIssue,
      years_used: [...c.pli.yearsUsed],
      years_missing: [...c.pli.yearsMissing],
      per_year: c.pli.perYear.map((y) => ({ year: y.year, ratio: y.ratio })),
      excluded: c.excluded,
      exclusion_reason: c.exclusionReason,
      in_range: c.inRange,
    })),
    per_year: results.perYear.map((y) => ({
      year: y.year,
      count: y.count,
      lower_quartile: y.range?.lower ?? null,
      median: y.range?.median ?? null,
      upper_quartile: y.range?.upper ?? null,
    })),
  };
}

export async function pliStats(ctx: AppContext, auth: AuthContext, body: PliStatsInput) {
  const hasValues = body.values !== undefined;
  const hasBenchmark = body.benchmark_id !== undefined;
  if (hasValues === hasBenchmark) {
    const message = hasValues
      ? 'Give values or benchmark_id, not both.'
      : 'Give the values of the range, or the benchmark_id whose accepted comparables to use.';
    throw new ValidationError(message, { values: [message] });
  }
  if (hasValues) return fromValues(body as PliStatsInput & { values: number[] });
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const inputs = await loadStudyInputs(sql, auth.firmId, body.benchmark_id!);
    if (!inputs) throw new NotFoundError(BENCHMARK_NOT_FOUND);
    const settings: ResultsSettings = {
      pli: body.pli,
      method: body.method as RangeMethod,
      aggregation: body.aggregation ?? 'weighted',
      years: body.years ?? inputs.financialYears,
      exclusions: body.exclusions ?? [],
      wca: body.wca ?? null,
      ...(body.india_trade ? { india_trade: body.india_trade } : {}),
    };
    const problems = resultsSettingsProblems(settings);
    if (Object.keys(problems).length > 0) throw settingsError(problems);
    return fromResults(computeStudyResults(inputs, settings), body.tested_party_value);
  });
}
