import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnalystProviderError,
  buildIndustryOverview,
  buildMaterial,
  createOpenAiOverviewWriter,
  findQuote,
  type OverviewCompanyInput,
} from '../src/index.ts';
import { startFakeLlm } from './fakeLlm.ts';

const company = (
  id: string,
  name: string,
  description: string,
  financials: OverviewCompanyInput['financials'] = [],
): OverviewCompanyInput => ({
  id,
  name,
  country: 'Denmark',
  website: null,
  description,
  sources: [],
  financials,
  currency: 'DKK',
  origin: 'Nordic study',
});

const companies = [
  company(
    'a',
    'Nordhavn Supply A/S',
    'Nordhavn Supply A/S is an independent wholesale distributor of pumps and valves. A lawsuit over a warehouse fire was settled in 2020.',
    [
      { year: 2021, revenue: 100, operating_profit: 5 },
      { year: 2022, revenue: 110, operating_profit: 6 },
    ],
  ),
  company('b', 'Kattegat Bearings ApS', 'Kattegat Bearings ApS is a wholesale distributor of bearings. It acquired a rival in 2021.', [
    { year: 2021, revenue: 50, operating_profit: 1 },
    { year: 2022, revenue: 40, operating_profit: -2 },
  ]),
  company('c', 'Jutland Steel A/S', 'Jutland Steel A/S manufactures steel beams in its own rolling mill.', [
    { year: 2022, revenue: 300, operating_profit: 20 },
  ]),
];

describe('industry overview, local writer', () => {
  it('finds the companies of the industry by their own words and leaves the others out', () => {
    const m = buildMaterial({ industry: 'Wholesale distribution', country: 'Denmark', companies });
    expect(m.companies.map((c) => c.input.name)).toEqual(['Nordhavn Supply A/S', 'Kattegat Bearings ApS']);
    expect(buildMaterial({ industry: 'steel beams', country: 'Denmark', companies }).companies.map((c) => c.input.name)).toEqual([
      'Jutland Steel A/S',
    ]);
  });

  it('is deterministic, and every citation is verbatim in the source it names', async () => {
    const input = { industry: 'Wholesale distribution', country: 'Denmark', companies };
    const first = await buildIndustryOverview(input);
    expect(await buildIndustryOverview(input)).toEqual(first);
    const m = buildMaterial(input);
    const statements = first.sections.flatMap((s) => s.statements);
    expect(statements.length).toBeGreaterThan(8);
    for (const s of statements) {
      expect(s.citations.length).toBeGreaterThan(0);
      for (const c of s.citations) expect(findQuote(m.texts.get(c.source_id)!, c.quote), c.quote).toBeGreaterThanOrEqual(0);
    }
  });

  it('computes the profile with the domain PLIs: medians by year, losses, size', async () => {
    const r = await buildIndustryOverview({ industry: 'Wholesale distribution', country: 'Denmark', companies });
    const profile = r.tables.find((t) => t.id === 'financial_profile')!;
    // FY2022: 6/110 = 5.4545 % and -2/40 = -5 %; the median of two is their mean.
    expect(profile.rows[1]?.[0]).toBe(2022);
    expect(profile.rows[1]?.[4]).toBeCloseTo((6 / 110 - 0.05) / 2, 10);
    const text = JSON.stringify(r.sections);
    expect(text).toContain('1 of the 2 companies reported an operating loss in at least one year (Kattegat Bearings ApS).');
    expect(text).toContain('Size ranges from DKK 40 of revenue (Kattegat Bearings ApS, FY2022) to DKK 110 (Nordhavn Supply A/S, FY2022).');
    expect(JSON.stringify(r.sections.find((s) => s.id === 'risks'))).toContain('A lawsuit over a warehouse fire was settled in 2020.');
    expect(JSON.stringify(r.sections.find((s) => s.id === 'trends'))).toContain('It acquired a rival in 2021.');
    const players = r.tables.find((t) => t.id === 'key_players')!;
    expect(players.rows.map((row) => row[1])).toEqual(['Nordhavn Supply A/S', 'Kattegat Bearings ApS']);
  });

  it('writes nothing and reports no company when none matches', async () => {
    const r = await buildIndustryOverview({ industry: 'Semiconductors', country: 'Denmark', companies });
    expect(r).toMatchObject({ company_count: 0, sections: [] });
  });
});

describe('industry overview, openai-compatible writer against a loopback server', () => {
  let mode: 'good' | 'invented' | 'malformed' = 'good';
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  beforeAll(async () => {
    llm = await startFakeLlm((prompt) => {
      const line = /^(E\d+) \| Nordhavn Supply A\/S \| (.+)$/m.exec(prompt);
      const id = line?.[1] ?? 'E1';
      const quote = line?.[2] ?? '';
      if (mode === 'malformed') return { content: '{"sections": [' };
      const invented = {
        text: 'Nordhavn is the market leader.',
        citations: [{ evidence_id: id, quote: 'Nordhavn is the undisputed market leader in Denmark.' }],
      };
      return {
        content: JSON.stringify({
          sections: [
            {
              id: 'market_definition',
              statements: [
                { text: 'Wholesale distribution of pumps is served by independent distributors.', citations: [{ evidence_id: id, quote }] },
              ],
            },
            { id: 'key_players', statements: mode === 'invented' ? [invented] : [] },
          ],
        }),
      };
    });
  });
  afterAll(() => llm.close());
  const writer = () => createOpenAiOverviewWriter({ baseURL: llm.baseURL, model: 'fake', apiKey: 'k', timeoutMs: 2_000, maxRetries: 0 });
  const input = { industry: 'Wholesale distribution', country: 'Denmark', companies };

  it('keeps verified citations and grounds the prompt on the same material', async () => {
    mode = 'good';
    const r = await buildIndustryOverview(input, { writer: writer() });
    expect(r.provider).toBe('openai-compatible');
    const market = r.sections.find((s) => s.id === 'market_definition')!;
    expect(market.statements[0]?.citations[0]).toMatchObject({ source_id: 'description:a', location: 'description' });
    expect(r.tables.find((t) => t.id === 'companies')?.rows).toHaveLength(2);
    const prompt = JSON.stringify(llm.requests.at(-1));
    expect(prompt).toContain('Kattegat Bearings ApS');
    expect(prompt).not.toContain('Jutland Steel');
  });

  it('drops a statement whose quote is not in the source', async () => {
    mode = 'invented';
    const r = await buildIndustryOverview(input, { writer: writer() });
    expect(r.sections.find((s) => s.id === 'key_players')?.statements).toEqual([]);
    expect(r.dropped_citations).toBe(1);
  });

  it('fails with a provider error on an unreadable answer', async () => {
    mode = 'malformed';
    await expect(buildIndustryOverview(input, { writer: writer() })).rejects.toBeInstanceOf(AnalystProviderError);
  });
});
