// The study the server benchmarks measure (bench:export, bench:report): companies inserted in
// bulk with financials, a cited analysis, human decisions for the reviewed ones and an audit trail,
// then the tested party and the results settings through the API. Loaded after the engine is set
// (the test runtime reads QUARTILE_TEST_DB when first imported).
import { bearer, registerFirm, type SignedIn } from '../../apps/server/test/support/auth.ts';
import { newBenchmark } from '../../apps/server/test/support/benchmarks.ts';
import type { TestServer } from '../../apps/server/test/support/testRuntime.ts';

/** One company of the bench study: three years of financials, a cited analysis, and a person's decision when reviewed. */
function companyRow(k: number, status: string) {
  const revenue = 5_000 + ((k * 7919) % 95_000);
  const margin = 0.01 + ((k * 31) % 90) / 1000;
  const financials = [2021, 2022, 2023].map((year, i) => {
    const sales = Math.round(revenue * (0.95 + 0.04 * i));
    const op = Math.round(sales * margin);
    const cogs = Math.round(sales * 0.74);
    return {
      year,
      revenue: sales,
      cost_of_goods_sold: cogs,
      gross_profit: sales - cogs,
      operating_expenses: sales - cogs - op,
      operating_profit: op,
      net_profit: Math.round(op * 0.75),
      total_assets: Math.round(sales * 0.6),
    };
  });
  const url = `https://company-${k}.example/about`;
  const analysis = {
    core_function: k % 2 ? 'Wholesale distribution' : 'Manufacturing',
    tags: ['industrial pumps', 'spare parts'],
    summary: `Company ${k} distributes industrial equipment.`,
    automated_decision: {
      decision: status.startsWith('Rejected') ? 'reject' : 'accept',
      confidence: 0.8,
      reasoning: 'The company buys and resells industrial equipment without owning production.',
      matched_criteria: ['wholesale distribution of industrial equipment'],
      citations: [
        {
          source_id: '00000000-0000-4000-8000-000000000001',
          url,
          quote: `Company ${k} is an independent distributor of pumps and valves.`,
          location: 'About us, paragraph 1',
        },
      ],
      decided_at: '2026-10-30T08:00:00.000Z',
    },
    sources: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        kind: 'website',
        url,
        title: `Company ${k} — About`,
        fetched_at: '2026-10-30T07:59:00.000Z',
      },
    ],
    review_flags: [],
  };
  const human = status.endsWith('after Review')
    ? {
        decision: status.startsWith('Accepted') ? 'accept' : 'reject',
        reason: 'Confirmed from the annual report.',
        decided_by: { id: '00000000-0000-4000-8000-000000000002', name: 'Asha Rao' },
        decided_at: '2026-11-01T10:00:00.000Z',
      }
    : null;
  return {
    row: k + 2,
    name: `Comparable ${k} GmbH`,
    country: 'Germany',
    website: url,
    description: `Wholesale distribution of pumps, valves and spare parts (${k}).`,
    status,
    financials,
    analysis,
    human,
  };
}

/** Seeds a study of `companyCount` companies, company k in status `statusOf(k)`; answers the signed-in owner and the benchmark. */
export async function seedBenchStudy(server: TestServer, companyCount: number, statusOf: (k: number) => string): Promise<{ owner: SignedIn; benchmarkId: string }> {
  const owner = await registerFirm(server);
  const firmId = owner.user.firm.id;
  const benchmarkId = await newBenchmark(server, owner);
  await server.runtime.database.transaction(async (sql) => {
    for (let offset = 0; offset < companyCount; offset += 1000) {
      const rows = Array.from({ length: Math.min(1000, companyCount - offset) }, (_, i) => companyRow(offset + i, statusOf(offset + i)));
      await sql.query(
        `insert into companies (firm_id, benchmark_id, row_number, name, country, website, database_description, status, financials, analysis, human_decision)
         select $1, $2, (r->>'row')::int, r->>'name', r->>'country', r->>'website', r->>'description', r->>'status', r->'financials', r->'analysis', nullif(r->'human', 'null'::jsonb)
         from jsonb_array_elements($3::jsonb) r`,
        [firmId, benchmarkId, JSON.stringify(rows)],
      );
      await sql.query(
        `insert into audit_events (firm_id, benchmark_id, actor_kind, action, details)
         select $1, $2, 'research_analyst', 'decision.automated', jsonb_build_object('row', g) from generate_series(1, $3::int) g`,
        [firmId, benchmarkId, rows.length],
      );
    }
  });
  await server.app.inject({
    method: 'POST',
    url: `/api/benchmarks/${benchmarkId}/tested-party-description/`,
    headers: bearer(owner),
    payload: {
      tested_party_description: 'Limited-risk distributor',
      financials: [2021, 2022, 2023].map((year) => ({ year, revenue: 60_000, cost_of_goods_sold: 45_000, operating_profit: 1_500 })),
    },
  });
  await server.app.inject({
    method: 'POST',
    url: `/api/benchmarks/${benchmarkId}/results-settings/`,
    headers: bearer(owner),
    payload: { pli: 'OM', method: 'excel-inc', aggregation: 'weighted', years: [2021, 2022, 2023], exclusions: [], wca: null },
  });

  return { owner, benchmarkId };
}
