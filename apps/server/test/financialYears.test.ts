// The years of a study (ADR 0013): a person enters 2010–2029 when setting a study up, but stored
// and imported financial data and a results selection keep their real years, from 2000.
import { describe, expect, it } from 'vitest';
import { bearer, type SignedIn } from './support/auth.ts';
import { reviewedStudy } from './support/study.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { withFileServer } from './support/fileServer.ts';

let server: TestServer;
let owner: SignedIn;
withFileServer((started) => ({ server, owner } = started));

const REAL_YEARS = [2007, 2008, 2009];
const filing = (year: number, margin: number) => ({ year, revenue: 1_000, cost_of_goods_sold: 700, operating_profit: margin * 10 });

describe(`financial years on ${testDbKind}`, () => {
  it('keeps 2010–2029 for the years a person enters when creating a benchmark', async () => {
    const client = await server.app.inject({ method: 'POST', url: '/api/clients/', headers: bearer(owner), payload: { name: 'Years Client', country: 'India', website: 'https://years.example' } });
    const create = (years: number[]) =>
      server.app.inject({
        method: 'POST',
        url: '/api/benchmarks/',
        headers: bearer(owner),
        payload: { client_id: client.json().id, name: 'Years', tested_party_description: 'LRD', start_date: '2025-04-01', financial_years: years },
      });
    expect((await create([2009])).statusCode).toBe(400);
    expect((await create([2030])).statusCode).toBe(400);
    expect((await create([2010, 2029])).statusCode).toBe(201);
  });

  it('stores and answers imported financial data of earlier years, and computes a range over them', async () => {
    const { benchmarkId, ids } = await reviewedStudy(
      server,
      owner,
      [
        { name: 'Early Alpha', status: 'Accepted using Criteria', financials: REAL_YEARS.map((y) => filing(y, 4)) },
        { name: 'Early Beta', status: 'Accepted using Criteria', financials: REAL_YEARS.map((y) => filing(y, 6)) },
        { name: 'Early Gamma', status: 'Accepted using Criteria', financials: REAL_YEARS.map((y) => filing(y, 8)) },
      ],
      [2021],
    );
    const companies = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    expect(companies.find((c: { id: string }) => c.id === ids['Early Alpha']).financial_data.map((f: { year: number }) => f.year)).toEqual(REAL_YEARS);

    const saved = await server.app.inject({
      method: 'POST',
      url: `/api/benchmarks/${benchmarkId}/results-settings/`,
      headers: bearer(owner),
      payload: { pli: 'OM', method: 'us-482', aggregation: 'weighted', years: [2008, 2007], exclusions: [], wca: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().results_settings.years).toEqual([2007, 2008]);

    const tested = await server.app.inject({
      method: 'POST',
      url: `/api/benchmarks/${benchmarkId}/tested-party-description/`,
      headers: bearer(owner),
      payload: { tested_party_description: 'A manufacturer', financials: REAL_YEARS.map((y) => filing(y, 5)) },
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json().tested_party_financials.map((f: { year: number }) => f.year)).toEqual(REAL_YEARS);

    const stats = await server.app.inject({ method: 'POST', url: '/api/benchmarks/pli-stats/', headers: bearer(owner), payload: { pli: 'OM', method: 'us-482', benchmark_id: benchmarkId, years: REAL_YEARS } });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({ count: 3, years: REAL_YEARS });
    expect(stats.json().median).toBeCloseTo(0.06, 12);
  });

  it('answers a benchmark whose stored years are the real, earlier ones', async () => {
    const { benchmarkId } = await reviewedStudy(server, owner, [{ name: 'Stored Years', status: 'Accepted using Criteria' }], [2021]);
    await server.runtime.database.sql.query('update benchmarks set financial_years = $2 where id = $1', [benchmarkId, REAL_YEARS]);
    const benchmark = await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/`, headers: bearer(owner) });
    expect(benchmark.statusCode, benchmark.body).toBe(200);
    expect(benchmark.json().financial_years).toEqual(REAL_YEARS);
  });

  it('refuses years before 2000 in imported data and results selections', async () => {
    const { benchmarkId } = await reviewedStudy(server, owner, [{ name: 'Too Early', status: 'Accepted using Criteria' }], [2021]);
    const saved = await server.app.inject({
      method: 'POST',
      url: `/api/benchmarks/${benchmarkId}/results-settings/`,
      headers: bearer(owner),
      payload: { pli: 'OM', method: 'us-482', aggregation: 'weighted', years: [1999], exclusions: [], wca: null },
    });
    expect(saved.statusCode).toBe(400);
    const tested = await server.app.inject({
      method: 'POST',
      url: `/api/benchmarks/${benchmarkId}/tested-party-description/`,
      headers: bearer(owner),
      payload: { tested_party_description: 'A manufacturer', financials: [filing(1999, 5)] },
    });
    expect(tested.statusCode).toBe(400);
    const after = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/`, headers: bearer(owner) })).json();
    expect(after.results_settings).toBeNull();
    expect(after.tested_party_financials).toEqual([]);
  });
});
