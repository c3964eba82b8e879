// The results of a study (spec sections 1 and 7): `pli-stats` computes the arm's length range with
// packages/domain, from a list of values or from a benchmark's accepted comparables; the results
// page saves its choices (`results-settings`) and the tested party's description and financials
// (`tested-party-description`). Another firm's benchmark answers 404; every change is audited.
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
import { changedFields, recordEvent, userActor } from '../../audit/recordEvent.ts';
import { requireBenchmarking } from '../../auth/guard.ts';
import type { SqlRunner } from '../../db/database.ts';
import { withFirm } from '../../db/firmScope.ts';
import { computeStudyResults, loadStudyInputs } from '../../results/studyResults.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { BENCHMARK_NOT_FOUND, getBenchmarkDto } from './benchmarks.ts';
import { assertBenchmarkVersion } from './decisions.ts';

type PliStatsBody = Partial<Omit<ResultsSettings, 'pli' | 'method'>> &
  Pick<ResultsSettings, 'pli' | 'method'> & { values?: number[]; benchmark_id?: string; tested_party_value?: number | null };

const settingsError = (problems: Record<string, string>) =>
  new HttpError(
    400,
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

function fromValues(body: PliStatsBody & { values: number[] }) {
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

/** Company ids the settings name that are not companies of this benchmark. */
async function unknownCompanies(sql: SqlRunner, firmId: string, benchmarkId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await sql.query<{ id: string }>(
    'select id from companies where benchmark_id = $1 and firm_id = $2 and deleted_at is null and id = any($3::uuid[])',
    [benchmarkId, firmId, [...new Set(ids)]],
  );
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

function normalisedSettings(body: ResultsSettings): ResultsSettings {
  return {
    pli: body.pli,
    method: body.method,
    aggregation: body.aggregation,
    years: [...new Set(body.years)].sort((a, b) => a - b),
    exclusions: body.exclusions.map((e) => ({ company_id: e.company_id, reason: e.reason.trim() })),
    wca: body.wca,
    ...(body.india_trade ? { india_trade: body.india_trade } : {}),
  };
}

type FinancialsInput = { year: number } & Record<string, number | null | undefined>;

export const resultsHandlers: OperationHandlers = {
  async pliStats(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const body = request.body as PliStatsBody;
    const hasValues = body.values !== undefined;
    const hasBenchmark = body.benchmark_id !== undefined;
    if (hasValues === hasBenchmark) {
      const message = hasValues
        ? 'Give values or benchmark_id, not both.'
        : 'Give the values of the range, or the benchmark_id whose accepted comparables to use.';
      throw new HttpError(400, message, { values: [message] });
    }
    if (hasValues) return fromValues(body as PliStatsBody & { values: number[] });
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const inputs = await loadStudyInputs(sql, auth.firmId, body.benchmark_id!);
      if (!inputs) throw new HttpError(404, BENCHMARK_NOT_FOUND);
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
  },

  async saveResultsSettings(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: id } = request.params as { benchmark_id: string };
    const settings = normalisedSettings(request.body as ResultsSettings);
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [current] = await sql.query<{ results_settings: ResultsSettings | null; version: number }>(
        'select results_settings, version from benchmarks where id = $1 and firm_id = $2 for update',
        [id, auth.firmId],
      );
      if (!current) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      assertBenchmarkVersion(request, current.version);
      const problems = resultsSettingsProblems(settings);
      const unknown = await unknownCompanies(sql, auth.firmId, id, [
        ...settings.exclusions.map((e) => e.company_id),
        ...Object.keys(settings.wca?.comparables ?? {}),
      ]);
      if (unknown.length > 0)
        problems.company_id = `${unknown.length === 1 ? 'A company' : `${unknown.length} companies`} named in the settings ${unknown.length === 1 ? 'is' : 'are'} not in this benchmark.`;
      if (Object.keys(problems).length > 0) throw settingsError(problems);
      await sql.query(
        'update benchmarks set results_settings = $3, version = version + 1, updated_at = now() where id = $1 and firm_id = $2',
        [id, auth.firmId, JSON.stringify(settings)],
      );
      // jsonb keeps its own key order, so compare canonical forms, not the stored text.
      const change = changedFields(
        canonical(current.results_settings ?? {}) as Record<string, unknown>,
        canonical(settings) as Record<string, unknown>,
      );
      if (change)
        await recordEvent(sql, {
          firmId: auth.firmId,
          benchmarkId: id,
          actor: userActor(auth.userId),
          action: 'results.settings_saved',
          ...change,
        });
      return getBenchmarkDto(sql, auth.firmId, id);
    });
  },

  async saveTestedPartyDescription(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: id } = request.params as { benchmark_id: string };
    const body = request.body as { tested_party_description: string; financials?: FinancialsInput[] };
    const years = body.financials?.map((f) => f.year) ?? [];
    const repeated = years.find((y, i) => years.indexOf(y) !== i);
    if (repeated !== undefined) {
      const message = `Year ${repeated} appears more than once.`;
      throw new HttpError(400, message, { financials: [message] });
    }
    // Only the metrics given are stored, as for imported companies; unknown stays unknown.
    const financials = body.financials
      ?.map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== null && v !== undefined)))
      .sort((a, b) => Number(a.year) - Number(b.year));
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [locked] = await sql.query<{ version: number }>('select version from benchmarks where id = $1 and firm_id = $2 for update', [
        id,
        auth.firmId,
      ]);
      if (!locked) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      assertBenchmarkVersion(request, locked.version);
      const before = await getBenchmarkDto(sql, auth.firmId, id);
      await sql.query(
        `update benchmarks set tested_party_description = $3, tested_party_financials = coalesce($4::jsonb, tested_party_financials),
           version = version + 1, updated_at = now() where id = $1 and firm_id = $2`,
        [id, auth.firmId, body.tested_party_description.trim(), financials ? JSON.stringify(financials) : null],
      );
      const after = await getBenchmarkDto(sql, auth.firmId, id);
      const fields = ['tested_party_description', 'tested_party_financials'];
      const change = changedFields(pick(before, fields), pick(after, fields));
      if (change)
        await recordEvent(sql, {
          firmId: auth.firmId,
          benchmarkId: id,
          actor: userActor(auth.userId),
          action: 'benchmark.tested_party_updated',
          ...change,
        });
      return after;
    });
  },
};

/** The same value with object keys sorted at every depth. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  );
}

const pick = (record: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, record[k]]));
