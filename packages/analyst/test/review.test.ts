// The Review Analyst on real text: Wikipedia descriptions (CC BY-SA 4.0, Wikipedia contributors),
// SEC 10-K Item 1 sections and SEC Financial Statement Data Sets (public domain), from ../shared/data.
import { describe, expect, it } from 'vitest';
import {
  createLocalProvider,
  createSource,
  descriptionSource,
  financialBreaks,
  reviewCompany,
  SCREENING_TASKS,
  type AnalysisResult,
  type ReviewFlag,
  type ReviewInput,
  type Source,
} from '../src/index.ts';
import { secFinancials, sp500Row, tenKSection as tenK } from './helpers.ts';

const local = createLocalProvider();
const NOW = '2026-11-01T00:00:00.000Z';
const READ = '2026-10-01T00:00:00.000Z';
const distributors = SCREENING_TASKS.find((t) => t.id === 'distributors-vs-manufacturers')!.criteria;

async function analysed(ticker: string, criteria = distributors): Promise<{ name: string; source: Source; result: AnalysisResult }> {
  const row = sp500Row(ticker);
  const source = descriptionSource(row.description ?? '', { id: `src-${ticker}`, retrieved_at: READ });
  const result = await local.analyze({ company: { name: row.company_name ?? '' }, sources: [source], criteria });
  return { name: row.company_name ?? '', source, result };
}

type Analysed = Awaited<ReturnType<typeof analysed>>;

/** The review of an analysed company from its one stored source, with what else the case gives (a person's decision, years...). */
const reviewed = ({ name, source, result }: Analysed, extra: Partial<ReviewInput> = {}) =>
  reviewCompany({ company: { name }, sources: [source], analysis: { result }, now: NOW, ...extra });

function annualReport(company: string, year: number): { name: string; source: Source } {
  const row = tenK(company, year);
  return {
    name: row.company ?? company,
    source: createSource({
      kind: 'annual_report',
      id: `10k-${year}`,
      document_name: row.filename ?? '10-K',
      text: row.item_1 ?? '',
      retrieved_at: READ,
    }),
  };
}

const kinds = (flags: readonly ReviewFlag[]) => flags.map((f) => f.kind);
const only = (flags: readonly ReviewFlag[], kind: ReviewFlag['kind']) => {
  const found = flags.filter((f) => f.kind === kind);
  expect(found, `exactly one ${kind} flag in ${JSON.stringify(kinds(flags))}`).toHaveLength(1);
  return found[0] as ReviewFlag;
};
const quotes = (f: ReviewFlag) => f.evidence.flatMap((e) => (e.type === 'quote' ? [e.quote] : []));
const data = (f: ReviewFlag) => Object.fromEntries(f.evidence.flatMap((e) => (e.type === 'data' ? [[e.label, e.value]] : [])));

describe('sources and citations', () => {
  it('verifies every quote verbatim in an unchanged source, and raises nothing else for a plain distributor (SYY)', async () => {
    const { name, source, result } = await analysed('SYY');
    expect(result.decision).toBe('accept');
    const review = reviewCompany({
      company: { name },
      sources: [source],
      analysis: { result, source_hashes: { [source.id]: source.content_hash } },
      criteria: distributors,
      now: NOW,
    });
    expect(review.citations_checked).toBeGreaterThan(0);
    expect(review.citations_verified).toBe(true);
    expect(review.flags).toEqual([]);
    expect(review.suggestion).toBe('accept');
    expect(review.reasoning).toMatch(/found verbatim/);
  });

  it('flags a quote that is not in the stored source, with the quote as evidence', async () => {
    const { name, source, result } = await analysed('SYY');
    const first = result.citations[0]!;
    const forged = { ...result, citations: [{ ...first, quote: `${first.quote.slice(0, 40)} and manufactures its own brands` }] };
    const review = reviewCompany({ company: { name }, sources: [source], analysis: { result: forged }, now: NOW });
    const f = only(review.flags, 'citation_unverified');
    expect(f.severity).toBe('high');
    expect(quotes(f)[0]).toContain('manufactures its own brands');
    expect(review.citations_verified).toBe(false);
    expect(review.suggestion).toBe('refrain');
    expect(f.suggested_action).toMatch(/re-run the analysis/i);
  });

  it('flags a source whose content changed since it was cited, and one altered in the store', async () => {
    const { name, source, result } = await analysed('SYY');
    const replaced = reviewCompany({
      company: { name },
      sources: [source],
      analysis: { result, source_hashes: { [source.id]: 'f'.repeat(64) } },
      now: NOW,
    });
    expect(only(replaced.flags, 'source_changed').message).toMatch(/not the version the analysis cited/);
    const tampered = { ...source, text: source.text.replace('Sysco', 'Sysko') };
    const altered = reviewCompany({ company: { name }, sources: [tampered], analysis: { result }, now: NOW });
    expect(only(altered.flags, 'source_changed').message).toMatch(/altered after it was stored/);
    expect(altered.citations_verified).toBe(false);
    const newer = reviewed(
      { name, source, result },
      { newerVersions: { [source.id]: { content_hash: 'a'.repeat(64), retrieved_at: '2026-10-30T00:00:00Z' } } },
    );
    const f = only(newer.flags, 'source_changed');
    expect(f.message).toBe('"description" was read again on 2026-10-30 and its content changed since the analysis cited it.');
    expect(data(f)['Fingerprint now']).toBe('aaaaaaaaaaaaaaaa');
  });

  it('flags a cited source that is no longer stored', async () => {
    const { name, result } = await analysed('SYY');
    const review = reviewCompany({ company: { name }, sources: [], analysis: { result }, now: NOW });
    expect(only(review.flags, 'citation_unverified').message).toMatch(/no longer stored/);
  });

  it('flags unreachable and stale sources, more severely when the decision cites them', async () => {
    const { name, source, result } = await analysed('SYY');
    const old = createSource({
      kind: 'website',
      url: 'https://www.sysco.com/about',
      text: 'Sysco is a foodservice distributor.',
      retrieved_at: '2024-01-15T00:00:00Z',
      id: 'web-1',
    });
    const review = reviewCompany({
      company: { name },
      sources: [source, old],
      analysis: { result },
      sourceChecks: [{ source_id: source.id, reachable: false, issue: 'URL Not Found', checked_at: NOW }],
      now: NOW,
    });
    const unreachable = only(review.flags, 'source_unreachable');
    expect(unreachable.severity).toBe('medium');
    expect(unreachable.message).toMatch(/URL Not Found.*the decision cites it/);
    const stale = only(review.flags, 'source_stale');
    expect(stale.severity).toBe('low');
    expect(data(stale)['Read on']).toBe('2024-01-15');
  });

  it('flags a website that could not be read when no website source was stored', () => {
    const review = reviewCompany({
      company: { name: 'Nobody GmbH', website: 'https://nobody.example', url_issue: 'URL Inaccessible' },
      sources: [],
      now: NOW,
    });
    const f = only(review.flags, 'source_unreachable');
    expect(f.severity).toBe('high');
    expect(data(f).Issue).toBe('URL Inaccessible');
    expect(review.suggestion).toBe('refrain');
  });
});

describe('comparability risks', () => {
  it('flags a conglomerate accepted by a person as diversified (3M), citing its description', async () => {
    const { name, source, result } = await analysed('MMM');
    const review = reviewed({ name, source, result }, { human: { decision: 'accept', decided_at: NOW, reason: 'Distributes products' } });
    const f = only(review.flags, 'diversified_offerings');
    expect(f.severity).toBe('high');
    expect(quotes(f)[0]).toMatch(/multinational conglomerate corporation/);
    expect(f.suggested_action).toMatch(/segment reporting/);
  });

  it('counts reportable segments in an annual report (Tyson Foods 2017) and keeps the risk low once rejected', async () => {
    const { name, source } = annualReport('TYSON FOODS', 2017);
    const rejected = reviewCompany({
      company: { name },
      sources: [source],
      human: { decision: 'reject', reason_code: 'diversified', decided_at: NOW },
      now: NOW,
      years: [2015, 2016, 2017],
    });
    const f = only(rejected.flags, 'diversified_offerings');
    expect(f.message).toMatch(/reports 4 segments/);
    expect(quotes(f)).toContain('We operate in four reportable segments: Beef, Pork, Chicken and Prepared Foods.');
    expect(f.severity).toBe('low');
  });

  it('flags a segment mismatch when the accepted activity is a minor segment (Nuance 2019: Automotive 16.8 %)', () => {
    const { name, source } = annualReport('Nuance', 2019);
    const quote =
      'Automotive segment revenues represented 16.8%, 15.1% and 14.3% of total segment revenue in fiscal years 2019, 2018 and 2017, respectively.';
    expect(source.text).toContain(quote);
    const result: AnalysisResult = {
      company: name,
      core_function: 'software/IP owner',
      tags: ['software'],
      decision: 'accept',
      confidence: 0.8,
      reasoning: 'Accepted.',
      criteria: [
        {
          criterion: 'automotive software',
          type: 'accept',
          decision: 'accept',
          score: 2,
          citations: [{ source_id: source.id, source: source.location, quote, location: source.location }],
        },
      ],
      citations: [{ source_id: source.id, source: source.location, quote, location: source.location }],
      provider: 'local',
    };
    const review = reviewed(
      { name, source, result },
      { criteria: { accept: ['automotive software'], reject: [] }, years: [2017, 2018, 2019] },
    );
    const f = only(review.flags, 'segment_mismatch');
    expect(f.severity).toBe('high');
    expect(f.message).toMatch(/Automotive segment.*16\.8 %/);
    expect(quotes(f)).toContain(quote);
    expect(review.suggestion).toBe('refrain');
  });

  it('finds an acquisition in the years studied and the break it left in the financials (Tyson 2015; Republic Services 2008-2009)', () => {
    const { name, source } = annualReport('TYSON FOODS', 2015);
    const review = reviewCompany({ company: { name }, sources: [source], years: [2013, 2014, 2015], now: NOW });
    const f = only(review.flags, 'business_model_shift');
    expect(quotes(f).some((q) => q.includes('we acquired and consolidated The Hillshire Brands Company'))).toBe(true);
    expect(f.message).toMatch(/2012–2015/);

    const republic = secFinancials('REPUBLIC SERVICES');
    const breaks = financialBreaks(republic, [2008, 2009]);
    expect(breaks).toEqual([{ type: 'data', label: 'Revenue 2008 → 2009', value: '3.69 bn → 8.20 bn (+122 %)' }]);
    const both = reviewCompany({
      company: { name: 'Republic Services, Inc.', financials: republic },
      sources: [
        createSource({
          kind: 'annual_report',
          document_name: 'rsg-10k-2009',
          text: 'In December 2008, the Company completed its merger with Allied Waste Industries, Inc.',
          retrieved_at: READ,
        }),
      ],
      years: [2008, 2009],
      now: NOW,
    });
    const shift = only(both.flags, 'business_model_shift');
    expect(shift.severity).toBe('high');
    expect(shift.message).toMatch(/break in the financials/);
    expect(data(shift)['Revenue 2008 → 2009']).toMatch(/\+122 %/);
  });

  it('ignores events outside the years studied and old history (Wikipedia: AT&T founded 1877)', async () => {
    const { name, source, result } = await analysed('T');
    const review = reviewed({ name, source, result }, { years: [2022, 2023, 2024] });
    for (const f of review.flags.filter((x) => x.kind === 'business_model_shift')) for (const q of quotes(f)) expect(q).toMatch(/202[1-4]/);
  });

  it('reports missing years and gross-margin jumps, and never imputes', () => {
    const rows = [
      { year: 2019, revenue: 100, gross_profit: 30 },
      { year: 2020, revenue: 110, gross_profit: 12 },
      { year: 2022, revenue: 120, gross_profit: 14 },
    ];
    expect(financialBreaks(rows)).toEqual([
      { type: 'data', label: 'Gross margin 2019 → 2020', value: '30.0 % → 10.9 %' },
      { type: 'data', label: 'Missing year', value: 'no figures between 2020 and 2022' },
    ]);
    expect(
      financialBreaks([
        { year: 2020, revenue: null },
        { year: 2021, revenue: 0 },
        { year: 2022, revenue: 10 },
      ]),
    ).toEqual([]);
  });
});

describe('independence', () => {
  it('reads the BvD independence indicator and ownership columns', () => {
    const d = reviewCompany({
      company: {
        name: 'Acme Trading GmbH',
        attributes: { independence_indicator: 'D', guo_name: 'Big Holding AG', shareholder_total_pct: '75.5' },
      },
      sources: [],
      now: NOW,
    });
    const f = only(d.flags, 'independence');
    expect(f.severity).toBe('high');
    expect(data(f)).toEqual({ 'BvD Independence Indicator': 'D', 'Shareholder - Total %': '75.5 %', 'GUO - Name': 'Big Holding AG' });
    expect(d.suggestion).toBe('reject');
    const b = reviewCompany({
      company: { name: 'Acme Trading GmbH', attributes: { independence_indicator: 'B+' } },
      sources: [],
      now: NOW,
    });
    expect(only(b.flags, 'independence').severity).toBe('medium');
    const a = reviewCompany({
      company: { name: 'Acme Trading GmbH', attributes: { independence_indicator: 'A-', guo_name: 'Acme Trading GmbH' } },
      sources: [],
      now: NOW,
    });
    expect(kinds(a.flags)).not.toContain('independence');
  });

  it.each([
    ['FOXA', 'It is owned by the Murdoch family via a family trust with 39% interest'],
    ['WMT', 'the company is controlled by the Walton family'],
  ])('finds a controlling shareholder stated in the sources (%s)', async (ticker, phrase) => {
    const { name, source, result } = await analysed(ticker);
    const review = reviewed({ name, source, result });
    const f = only(review.flags, 'related_party');
    expect(f.severity).toBe('high');
    expect(quotes(f)[0]).toContain(phrase);
    expect(review.suggestion).toBe('reject');
  });

  it('finds a subsidiary of a holding (CPI) and a pending takeover (Nuance 2021) in annual reports', () => {
    const cpi = annualReport('COMMUNICATIONS & POWER INDUSTRIES INC', 2002);
    const f = only(reviewCompany({ company: { name: cpi.name }, sources: [cpi.source], now: NOW }).flags, 'related_party');
    expect(quotes(f)).toContain('CPI is a wholly owned subsidiary of Communications & Power Industries Holding Corporation.');
    const nuance = annualReport('Nuance', 2021);
    const pending = only(reviewCompany({ company: { name: nuance.name }, sources: [nuance.source], now: NOW }).flags, 'related_party');
    expect(pending.message).toMatch(/taken over/);
    expect(quotes(pending)[0]).toMatch(/Nuance will be a wholly-owned subsidiary of Microsoft/);
  });

  it.each(['AWK', 'CFG', 'ZTS', 'MPC', 'MTB', 'GL'])('does not flag past links or links of other entities (%s)', async (ticker) => {
    const { name, source, result } = await analysed(ticker);
    expect(kinds(reviewed({ name, source, result }).flags)).not.toContain('related_party');
  });
});

describe('review of user actions', () => {
  it('flags an accept that contradicts cited evidence of manufacturing (Caterpillar), with the passages', async () => {
    const { name, source, result } = await analysed('CAT');
    expect(result.decision).toBe('reject');
    const review = reviewed({ name, source, result }, { human: { decision: 'accept', decided_at: NOW, decided_by: 'Ada Analyst' } });
    const f = review.flags.find((x) => x.kind === 'user_action' && /reject criterion/.test(x.message))!;
    expect(f.severity).toBe('high');
    expect(f.message).toMatch(/^Accepted by Ada Analyst although the sources meet the reject criterion/);
    expect(quotes(f).length).toBeGreaterThan(0);
    for (const q of quotes(f)) expect(source.text).toContain(q);
  });

  it('flags a reject without a reason, and accepts a reject with one', async () => {
    const { name, source, result } = await analysed('SYY');
    const none = reviewed({ name, source, result }, { human: { decision: 'reject', decided_at: NOW } });
    expect(only(none.flags, 'user_action').message).toMatch(/without a reason/);
    const withReason = reviewed(
      { name, source, result },
      {
        human: { decision: 'reject', reason_code: 'not_independent', reason: 'Owned by a supplier of the tested party.', decided_at: NOW },
      },
    );
    expect(kinds(withReason.flags)).not.toContain('user_action');
  });

  it('flags a decision made before the source was read again, and one made on a stale source', async () => {
    const { name, result } = await analysed('SYY');
    const row = sp500Row('SYY');
    const refreshed = descriptionSource(row.description ?? '', { id: 'src-SYY', retrieved_at: '2026-10-20T00:00:00Z' });
    const before = reviewed({ name, source: refreshed, result }, { human: { decision: 'accept', decided_at: '2026-10-10T00:00:00Z' } });
    expect(only(before.flags, 'user_action').message).toMatch(/made on 2026-10-10, before "description" was read again on 2026-10-20/);
    const ancient = descriptionSource(row.description ?? '', { id: 'src-SYY', retrieved_at: '2023-01-01T00:00:00Z' });
    const stale = reviewed({ name, source: ancient, result }, { human: { decision: 'accept', decided_at: '2025-06-01T00:00:00Z' } });
    expect(stale.flags.some((f) => f.kind === 'user_action' && /already 29 months old/.test(f.message))).toBe(true);
  });
});

describe('the review as a whole', () => {
  it('is deterministic: the same input gives the same flags and ids, most severe first', async () => {
    const { name, source, result } = await analysed('FOXA');
    const input: ReviewInput = {
      company: { name, attributes: { independence_indicator: 'U' } },
      sources: [source],
      analysis: { result },
      human: { decision: 'reject', decided_at: NOW },
      now: NOW,
    };
    const a = reviewCompany(input);
    const b = reviewCompany(input);
    expect(b).toEqual(a);
    expect(a.flags.map((f) => f.severity)).toEqual(
      [...a.flags.map((f) => f.severity)].sort((x, y) => ['high', 'medium', 'low'].indexOf(x) - ['high', 'medium', 'low'].indexOf(y)),
    );
    for (const f of a.flags) {
      expect(f.id).toMatch(new RegExp(`^${f.kind}:[0-9a-f]{12}$`));
      expect(f.evidence.length).toBeGreaterThan(0);
      expect(f.suggested_action.length).toBeGreaterThan(10);
    }
  });

  it('suggests refrain with low confidence for a company that was never analysed', () => {
    const review = reviewCompany({ company: { name: 'Quiet Ltd' }, sources: [], now: NOW });
    expect(review).toMatchObject({ flags: [], suggestion: 'refrain', citations_verified: false, citations_checked: 0 });
  });
});
