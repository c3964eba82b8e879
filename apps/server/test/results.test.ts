import { armsLengthRange, computePli } from '@quartile/domain';
import { describe, expect, it } from 'vitest';
import { bearer, registerFirm, type SignedIn } from './support/auth.ts';
import { omYears, reviewedStudy } from './support/study.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { withFileServer } from './support/fileServer.ts';

let server: TestServer;
let owner: SignedIn;
withFileServer((started) => ({ server, owner } = started));

const pliStats = (payload: object, session: SignedIn | null = owner) =>
  server.app.inject({ method: 'POST', url: '/api/benchmarks/pli-stats/', headers: session ? bearer(session) : {}, payload });
const saveSettings = (benchmarkId: string, payload: object, session = owner) =>
  server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/results-settings/`, headers: bearer(session), payload });
const saveTestedParty = (benchmarkId: string, payload: object, session = owner) =>
  server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/tested-party-description/`, headers: bearer(session), payload });
const getBenchmark = async (benchmarkId: string) =>
  (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/`, headers: bearer(owner) })).json();
const auditActions = async (benchmarkId: string) =>
  (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/audit-events/`, headers: bearer(owner) })).json()
    .items as { action: string; before: unknown; after: unknown }[];

/** Accepted (two ways), rejected, excluded and undecided companies with margins of 2–9 %. */
async function study() {
  return reviewedStudy(server, owner, [
    { name: 'Alpha Distribution', status: 'Accepted using Criteria', financials: omYears(2) },
    { name: 'Beta Trading', status: 'Accepted after Review', financials: omYears(3) },
    { name: 'Gamma Supply', status: 'Accepted using Criteria', financials: omYears(4) },
    { name: 'Delta Wholesale', status: 'Accepted using Criteria', financials: omYears(9) },
    { name: 'Epsilon Manufacturing', status: 'Rejected using Criteria', financials: omYears(40) },
    { name: 'Zeta Parts', status: 'Accepted using Criteria', financials: omYears(50), excluded: true },
    { name: 'Eta Holdings', status: 'Decision Conflict', financials: omYears(30) },
  ]);
}

describe(`pli-stats from values on ${testDbKind}`, () => {
  const tv2 = [5.0, 1.2, 9.4, 3.8, 2.5, 6.3, 4.4, 7.9, 3.1, 5.6];

  it.each([
    ['us-482', 3.1, 4.7, 6.3],
    ['excel-inc', 3.275, 4.7, 6.125],
    ['excel-exc', 2.95, 4.7, 6.7],
    ['india-10ca', 3.8, 4.7, 5.6],
  ] as const)('answers TV2 under %s', async (method, lower, median, upper) => {
    const response = await pliStats({ method, pli: 'OM', values: tv2, tested_party_value: 2 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      method,
      pli: 'OM',
      count: 10,
      min: 1.2,
      max: 9.4,
      tested_party_value: 2,
      position: 'below',
      within_range: false,
      comparables: [],
    });
    expect(body.lower_quartile).toBeCloseTo(lower, 10);
    expect(body.median).toBeCloseTo(median, 10);
    expect(body.upper_quartile).toBeCloseTo(upper, 10);
    expect(body.adjustment_to_median).toBeCloseTo(median - 2, 10);
  });

  it('says the India range needs six values and uses the mean with the tolerance below that', async () => {
    const body = (await pliStats({ method: 'india-10ca', pli: 'OM', values: [42, 44, 45, 47.5], tested_party_value: 44 })).json();
    expect(body).toMatchObject({
      count: 4,
      lower_quartile: null,
      median: null,
      upper_quartile: null,
      position: 'within',
      within_range: true,
      adjustment_to_median: null,
    });
    expect(body.adjustment_point).toBeCloseTo(44.625, 12);
  });

  it('refuses bad input with a clear message', async () => {
    const neither = await pliStats({ method: 'us-482', pli: 'OM' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Give the values of the range, or the benchmark_id whose accepted comparables to use.');
    const both = await pliStats({ method: 'us-482', pli: 'OM', values: [1], benchmark_id: '00000000-0000-4000-8000-000000000000' });
    expect(both.json().message).toBe('Give values or benchmark_id, not both.');
    expect((await pliStats({ method: 'median-ish', pli: 'OM', values: [1, 2] })).statusCode).toBe(400);
    expect((await pliStats({ method: 'us-482', pli: 'XYZ', values: [1, 2] })).statusCode).toBe(400);
    expect((await pliStats({ method: 'us-482', pli: 'OM', values: [] })).statusCode).toBe(400);
    expect((await pliStats({ method: 'us-482', pli: 'OM', values: ['many'] })).json().errors).toBeDefined();
    expect((await pliStats({ method: 'us-482', pli: 'OM', values: [1] }, null)).statusCode).toBe(401);
  });
});

describe(`pli-stats from a benchmark on ${testDbKind}`, () => {
  it("uses only the accepted, included comparables and the tested party's financials", async () => {
    const { benchmarkId, ids } = await study();
    await saveTestedParty(benchmarkId, { tested_party_description: 'LRD of pumps', financials: omYears(2.5) });
    const response = await pliStats({ method: 'us-482', pli: 'OM', benchmark_id: benchmarkId });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.comparables.map((c: { name: string }) => c.name)).toEqual([
      'Alpha Distribution',
      'Beta Trading',
      'Gamma Supply',
      'Delta Wholesale',
    ]);
    expect(body.years).toEqual([2021, 2022, 2023]);
    const expected = armsLengthRange([0.02, 0.03, 0.04, 0.09], 'us-482');
    expect(body.count).toBe(4);
    expect(body.lower_quartile).toBeCloseTo(expected.lower!, 12);
    expect(body.median).toBeCloseTo(expected.median!, 12);
    expect(body.upper_quartile).toBeCloseTo(expected.upper!, 12);
    expect(body.tested_party_value).toBeCloseTo(0.025, 12);
    expect(body).toMatchObject({ position: 'within', within_range: true, adjustment_to_median: null });
    expect(body.per_year).toHaveLength(3);
    expect(body.comparables[0]).toMatchObject({
      company_id: ids['Alpha Distribution'],
      years_used: [2021, 2022, 2023],
      years_missing: [],
      in_range: true,
    });
  });

  it('applies years, aggregation and exclusions as the results page does', async () => {
    const { benchmarkId, ids } = await study();
    const body = (
      await pliStats({
        method: 'excel-inc',
        pli: 'GM',
        benchmark_id: benchmarkId,
        years: [2022, 2023, 2024],
        aggregation: 'simple',
        exclusions: [{ company_id: ids['Delta Wholesale'], reason: 'Outlier result (extraordinary items)' }],
        tested_party_value: 0.5,
      })
    ).json();
    expect(body).toMatchObject({
      pli: 'GM',
      aggregation: 'simple',
      years: [2022, 2023, 2024],
      count: 3,
      position: 'above',
      within_range: false,
    });
    const delta = body.comparables.find((c: { name: string }) => c.name === 'Delta Wholesale');
    expect(delta).toMatchObject({
      excluded: true,
      in_range: false,
      exclusion_reason: 'Outlier result (extraordinary items)',
      years_missing: [2024],
    });
    expect(delta.value).toBeCloseTo(computePli(omYears(9), 'GM', 'simple', { selectedYears: [2022, 2023, 2024] }).value!, 12);
  });

  it('answers count 0 and no statistics when no accepted comparable has the PLI', async () => {
    const { benchmarkId } = await study();
    const body = (await pliStats({ method: 'us-482', pli: 'ROA', benchmark_id: benchmarkId })).json();
    expect(body).toMatchObject({
      count: 0,
      median: null,
      lower_quartile: null,
      tested_party_value: null,
      position: null,
      within_range: null,
    });
    expect(body.comparables.every((c: { value: null; years_missing: number[] }) => c.value === null && c.years_missing.length === 3)).toBe(
      true,
    );
  });

  it("refuses settings that cannot be computed and answers 404 for another firm's or an unknown benchmark", async () => {
    const { benchmarkId } = await study();
    const wcaOnGm = await pliStats({
      method: 'us-482',
      pli: 'GM',
      benchmark_id: benchmarkId,
      wca: { method: 'simplified', rate: 0.05, tested: { receivables: 1, inventory: 1, payables: 1 }, comparables: {} },
    });
    expect(wcaOnGm.statusCode).toBe(400);
    expect(wcaOnGm.json().message).toMatch(/operating margin \(OM\) or the net cost plus \(NCP\) only/);
    const other = await registerFirm(server);
    expect((await pliStats({ method: 'us-482', pli: 'OM', benchmark_id: benchmarkId }, other)).statusCode).toBe(404);
    expect((await pliStats({ method: 'us-482', pli: 'OM', benchmark_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe(`results settings on ${testDbKind}`, () => {
  const settings = (over: object = {}) => ({
    pli: 'NCP',
    method: 'excel-inc',
    aggregation: 'weighted',
    years: [2023, 2022],
    exclusions: [],
    wca: null,
    ...over,
  });

  it('saves the choices with the benchmark and records them in the audit trail', async () => {
    const { benchmarkId, ids } = await study();
    expect((await getBenchmark(benchmarkId)).results_settings).toBeNull();
    const exclusions = [{ company_id: ids['Delta Wholesale'], reason: '  Persistent losses  ' }];
    const wca = {
      method: 'irs',
      rate: 0.053,
      tested: { receivables: 78, inventory: 240, payables: 187 },
      comparables: { [ids['Alpha Distribution']!]: { receivables: 30, inventory: 35, payables: 21 } },
    };
    const response = await saveSettings(benchmarkId, settings({ exclusions, wca, india_trade: 'wholesale' }));
    expect(response.statusCode).toBe(200);
    const saved = {
      ...settings(),
      years: [2022, 2023],
      exclusions: [{ company_id: ids['Delta Wholesale'], reason: 'Persistent losses' }],
      wca,
      india_trade: 'wholesale',
    };
    expect(response.json().results_settings).toEqual(saved);
    expect((await getBenchmark(benchmarkId)).results_settings).toEqual(saved);
    const [event] = await auditActions(benchmarkId);
    expect(event).toMatchObject({ action: 'results.settings_saved', before: { pli: null }, after: { pli: 'NCP', method: 'excel-inc' } });

    // Saving the same again changes nothing and adds no event.
    await saveSettings(benchmarkId, saved);
    expect((await auditActions(benchmarkId)).filter((e) => e.action === 'results.settings_saved')).toHaveLength(1);
  });

  it('refuses an exclusion without a reason, an unknown company and bad values, and changes nothing', async () => {
    const { benchmarkId, ids } = await study();
    const noReason = await saveSettings(benchmarkId, settings({ exclusions: [{ company_id: ids['Alpha Distribution'], reason: '   ' }] }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      message: 'Give a reason for excluding this comparable.',
      errors: { 'exclusions.0.reason': ['Give a reason for excluding this comparable.'] },
    });
    const elsewhere = await study();
    const foreign = await saveSettings(
      benchmarkId,
      settings({ exclusions: [{ company_id: elsewhere.ids['Alpha Distribution'], reason: 'Outlier' }] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('A company named in the settings is not in this benchmark.');
    expect((await saveSettings(benchmarkId, settings({ years: [] }))).statusCode).toBe(400);
    // Stored data keeps its real years from 2000 (ADR 0013); earlier ones are refused.
    expect((await saveSettings(benchmarkId, settings({ years: [1999] }))).statusCode).toBe(400);
    expect((await saveSettings(benchmarkId, settings({ method: 'median' }))).statusCode).toBe(400);
    expect(
      (
        await saveSettings(
          benchmarkId,
          settings({ wca: { method: 'simplified', rate: 3, tested: { receivables: 1, inventory: 1, payables: 1 }, comparables: {} } }),
        )
      ).statusCode,
    ).toBe(400);
    expect((await saveSettings(benchmarkId, settings({ extra: true }))).statusCode).toBe(400);
    expect((await getBenchmark(benchmarkId)).results_settings).toBeNull();
    expect((await auditActions(benchmarkId)).some((e) => e.action === 'results.settings_saved')).toBe(false);
  });

  it('refuses a save from someone who read an older version of the benchmark', async () => {
    const { benchmarkId } = await study();
    const { version } = await getBenchmark(benchmarkId);
    const first = await server.app.inject({
      method: 'POST',
      url: `/api/benchmarks/${benchmarkId}/results-settings/`,
      headers: { ...bearer(owner), 'if-match': String(version) },
      payload: settings(),
    });
    expect(first.statusCode).toBe(200);
    const stale = await server.app.inject({
      method: 'POST',
      url: `/api/benchmarks/${benchmarkId}/results-settings/`,
      headers: { ...bearer(owner), 'if-match': String(version) },
      payload: settings({ pli: 'GM' }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else changed this benchmark/);
    expect((await getBenchmark(benchmarkId)).results_settings.pli).toBe('NCP');
  });

  it("answers 404 for another firm's benchmark", async () => {
    const { benchmarkId } = await study();
    const other = await registerFirm(server);
    expect((await saveSettings(benchmarkId, settings(), other)).statusCode).toBe(404);
    expect((await getBenchmark(benchmarkId)).results_settings).toBeNull();
  });
});

describe(`tested party description and financials on ${testDbKind}`, () => {
  it('saves the description and the financials by year, and audits the change', async () => {
    const { benchmarkId } = await study();
    const response = await saveTestedParty(benchmarkId, {
      tested_party_description: '  Limited-risk distributor of pumps in Sweden.  ',
      financials: [
        { year: 2023, revenue: 2_000, cost_of_goods_sold: 1_500, operating_expenses: 420 },
        { year: 2022, revenue: 1_800, operating_profit: 60, net_profit: null },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tested_party_description).toBe('Limited-risk distributor of pumps in Sweden.');
    expect(body.tested_party_financials).toEqual([
      {
        year: 2022,
        revenue: 1_800,
        cost_of_goods_sold: null,
        gross_profit: null,
        operating_expenses: null,
        total_costs: null,
        operating_profit: 60,
        net_profit: null,
        total_assets: null,
        capital_employed: null,
      },
      {
        year: 2023,
        revenue: 2_000,
        cost_of_goods_sold: 1_500,
        gross_profit: null,
        operating_expenses: 420,
        total_costs: null,
        operating_profit: null,
        net_profit: null,
        total_assets: null,
        capital_employed: null,
      },
    ]);
    const [event] = await auditActions(benchmarkId);
    expect(event).toMatchObject({
      action: 'benchmark.tested_party_updated',
      before: { tested_party_description: 'LRD', tested_party_financials: [] },
    });
    // Only the description: the financials stay.
    const described = (await saveTestedParty(benchmarkId, { tested_party_description: 'LRD, Sweden' })).json();
    expect(described.tested_party_financials).toHaveLength(2);
  });

  it('refuses a repeated year, a year out of range and unknown fields, and changes nothing', async () => {
    const { benchmarkId } = await study();
    const repeated = await saveTestedParty(benchmarkId, {
      tested_party_description: 'x',
      financials: [
        { year: 2022, revenue: 1 },
        { year: 2022, revenue: 2 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe('Year 2022 appears more than once.');
    expect(
      (await saveTestedParty(benchmarkId, { tested_party_description: 'x', financials: [{ year: 2031, revenue: 1 }] })).statusCode,
    ).toBe(400);
    expect(
      (await saveTestedParty(benchmarkId, { tested_party_description: 'x', financials: [{ year: 2022, receivables: 1 }] })).statusCode,
    ).toBe(400);
    expect((await saveTestedParty(benchmarkId, {})).statusCode).toBe(400);
    expect((await getBenchmark(benchmarkId)).tested_party_description).toBe('LRD');
  });

  it("answers 404 for another firm's benchmark", async () => {
    const { benchmarkId } = await study();
    const other = await registerFirm(server);
    expect((await saveTestedParty(benchmarkId, { tested_party_description: 'mine now' }, other)).statusCode).toBe(404);
    expect((await getBenchmark(benchmarkId)).tested_party_description).toBe('LRD');
  });
});
