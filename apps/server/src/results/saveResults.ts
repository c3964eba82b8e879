// What the results page saves on the benchmark: its choices (results settings) and the tested
// party's description and financials. Both lock the benchmark, check the version the page read
// (`ifMatch`, the If-Match header), and audit what changed.
import type { AppContext } from '../context.ts';
import { resultsSettingsProblems, type ResultsSettings } from '@quartile/domain';
import { changedFields, recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { assertBenchmarkVersion, BENCHMARK_NOT_FOUND, getBenchmarkDto, lockBenchmark, saveResultsSettings as storeResultsSettings, saveTestedParty } from '../benchmarks/benchmarkStore.ts';
import { pick } from '../benchmarks/editBenchmark.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { settingsError } from './pliStats.ts';
import { companiesNotInBenchmark } from './resultsStore.ts';
import { canonical } from '../db/sameJson.ts';

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

export async function saveResultsSettings(ctx: AppContext, auth: AuthContext, id: string, input: ResultsSettings, ifMatch: string | undefined) {
  const settings = normalisedSettings(input);
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const current = await lockBenchmark(sql, auth.firmId, id);
    if (!current) throw new NotFoundError(BENCHMARK_NOT_FOUND);
    assertBenchmarkVersion(ifMatch, current.version);
    const problems = resultsSettingsProblems(settings);
    const unknown = await companiesNotInBenchmark(sql, auth.firmId, id, [
      ...settings.exclusions.map((e) => e.company_id),
      ...Object.keys(settings.wca?.comparables ?? {}),
    ]);
    if (unknown.length > 0)
      problems.company_id = `${unknown.length === 1 ? 'A company' : `${unknown.length} companies`} named in the settings ${unknown.length === 1 ? 'is' : 'are'} not in this benchmark.`;
    if (Object.keys(problems).length > 0) throw settingsError(problems);
    await storeResultsSettings(sql, id, settings);
    // jsonb keeps its own key order, so compare canonical forms, not the stored text.
    const change = changedFields(
      canonical(current.results_settings ?? {}) as Record<string, unknown>,
      canonical(settings) as Record<string, unknown>,
    );
    if (change)
      await recordUserEvent(sql, auth, {
        benchmarkId: id,
        action: 'results.settings_saved',
        ...change,
      });
    return getBenchmarkDto(sql, auth.firmId, id);
  });
}

export type FinancialsInput = { year: number } & Record<string, number | null | undefined>;

export async function saveTestedPartyDescription(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: { tested_party_description: string; financials?: FinancialsInput[] },
  ifMatch: string | undefined,
) {
  const years = body.financials?.map((f) => f.year) ?? [];
  const repeated = years.find((y, i) => years.indexOf(y) !== i);
  if (repeated !== undefined) {
    const message = `Year ${repeated} appears more than once.`;
    throw new ValidationError(message, { financials: [message] });
  }
  // Only the metrics given are stored, as for imported companies; unknown stays unknown.
  const financials = body.financials
    ?.map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== null && v !== undefined)))
    .sort((a, b) => Number(a.year) - Number(b.year));
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const locked = await lockBenchmark(sql, auth.firmId, id);
    if (!locked) throw new NotFoundError(BENCHMARK_NOT_FOUND);
    assertBenchmarkVersion(ifMatch, locked.version);
    const before = await getBenchmarkDto(sql, auth.firmId, id);
    await saveTestedParty(sql, auth.firmId, id, body.tested_party_description.trim(), financials ?? null);
    const after = await getBenchmarkDto(sql, auth.firmId, id);
    const fields = ['tested_party_description', 'tested_party_financials'];
    const change = changedFields(pick(before, fields), pick(after, fields));
    if (change)
      await recordUserEvent(sql, auth, {
        benchmarkId: id,
        action: 'benchmark.tested_party_updated',
        ...change,
      });
    return after;
  });
}
