import { describe, expect, it } from 'vitest';
import {
  armsLengthRange,
  computeBenchmarkResults,
  computePli,
  defaultResultsSettings,
  deriveFinancials,
  formatPliValue,
  isAcceptedComparable,
  resultsSettingsProblems,
  workingCapitalAdjustment,
  type ComparableInput,
  type ResultsSettings,
} from '../../src/index.ts';

/** TV1 as operating margins: each comparable earns the vector's value in % of sales every year. */
const tv1 = [42, 44, 45, 47.5].map((om, i): ComparableInput => ({
  id: `c${i + 1}`,
  name: `Comparable ${i + 1}`,
  financials: [2021, 2022].map((year) => ({ year, revenue: 1_000, cost_of_goods_sold: 500, operating_profit: om * 10 })),
}));
const tested = { financials: [2021, 2022].map((year) => ({ year, revenue: 1_000, cost_of_goods_sold: 500, operating_profit: 400 })) };
const settings = (over: Partial<ResultsSettings> = {}): ResultsSettings => ({ ...defaultResultsSettings([2021, 2022]), ...over });

describe('computeBenchmarkResults', () => {
  it('builds the us-482 range of TV1 (43 / 44.5 / 46.25 %) and places the tested party below it', () => {
    const r = computeBenchmarkResults({ comparables: tv1, testedParty: tested, settings: settings() });
    expect(r.values.map((v) => Math.round(v * 1000) / 10)).toEqual([42, 44, 45, 47.5]);
    expect(r.range).toMatchObject({ method: 'us-482', count: 4 });
    expect(r.range!.lower).toBeCloseTo(0.43, 12);
    expect(r.range!.median).toBeCloseTo(0.445, 12);
    expect(r.range!.upper).toBeCloseTo(0.4625, 12);
    expect(r.testedParty.value).toBeCloseTo(0.4, 12);
    expect(r.testedParty.position).toMatchObject({ position: 'below' });
    expect(r.testedParty.position!.adjustment).toBeCloseTo(0.045, 12);
  });

  it('matches the domain range functions for every method', () => {
    for (const method of ['us-482', 'india-10ca', 'excel-inc', 'excel-exc'] as const) {
      const r = computeBenchmarkResults({ comparables: tv1, testedParty: tested, settings: settings({ method }) });
      expect(r.range).toEqual(armsLengthRange(r.values, method));
    }
  });

  it('leaves an excluded comparable out of the range but keeps its value and reason', () => {
    const r = computeBenchmarkResults({
      comparables: tv1,
      testedParty: tested,
      settings: settings({ exclusions: [{ company_id: 'c4', reason: 'Outlier result (extraordinary items)' }] }),
    });
    const c4 = r.comparables.find((c) => c.id === 'c4')!;
    expect(c4).toMatchObject({ excluded: true, inRange: false, exclusionReason: 'Outlier result (extraordinary items)' });
    expect(c4.value).toBeCloseTo(0.475, 12);
    expect(r.range!.count).toBe(3);
    expect(r.perYear.every((y) => y.count === 3)).toBe(true);
  });

  it('uses only the chosen years, weighted or simple, and reports missing years per comparable', () => {
    const uneven: ComparableInput = {
      id: 'u',
      name: 'Uneven',
      financials: [
        { year: 2021, revenue: 1_000, operating_profit: 50 },
        { year: 2022, revenue: 2_000, operating_profit: 40 },
        { year: 2023, revenue: 500, operating_profit: 40 },
      ],
    };
    const weighted = computeBenchmarkResults({
      comparables: [uneven],
      testedParty: { financials: [] },
      settings: settings({ years: [2023, 2021, 2022, 2020] }),
    });
    expect(weighted.settings.years).toEqual([2020, 2021, 2022, 2023]);
    expect(weighted.comparables[0]!.value).toBeCloseTo(0.037143, 6);
    expect(weighted.comparables[0]!.pli.yearsMissing).toEqual([2020]);
    const simple = computeBenchmarkResults({
      comparables: [uneven],
      testedParty: { financials: [] },
      settings: settings({ years: [2021, 2022, 2023], aggregation: 'simple' }),
    });
    expect(simple.comparables[0]!.value).toBeCloseTo(0.05, 12);
    expect(simple.testedParty).toMatchObject({ value: null, position: null });
    const oneYear = computeBenchmarkResults({
      comparables: [uneven],
      testedParty: { financials: [] },
      settings: settings({ years: [2022] }),
    });
    expect(oneYear.comparables[0]!.value).toBeCloseTo(0.02, 12);
  });

  it('gives no range when no comparable has a value, never a range of zeros', () => {
    const empty = computeBenchmarkResults({
      comparables: [{ id: 'x', name: 'No data', financials: [{ year: 2021, revenue: 0, operating_profit: 0 }] }],
      testedParty: tested,
      settings: settings(),
    });
    expect(empty.comparables[0]).toMatchObject({ value: null, inRange: false });
    expect(empty.range).toBeNull();
    expect(empty.testedParty.position).toBeNull();
  });

  it('applies India Rule 10CA: with fewer than 6 values the mean and the 3 % tolerance decide', () => {
    const r = computeBenchmarkResults({ comparables: tv1, testedParty: tested, settings: settings({ method: 'india-10ca' }) });
    expect(r.range).toMatchObject({ lower: null, upper: null });
    expect(r.range!.adjustmentPoint).toBeCloseTo(0.44625, 12);
    expect(r.testedParty.position).toMatchObject({ position: 'below', toleranceTest: { tolerance: 0.03, withinTolerance: false } });
    const wholesale = computeBenchmarkResults({
      comparables: tv1,
      testedParty: tested,
      settings: settings({ method: 'india-10ca', india_trade: 'wholesale' }),
    });
    expect(wholesale.testedParty.position!.toleranceTest!.tolerance).toBe(0.01);
  });

  it('per-year ranges use each year of the included comparables', () => {
    const r = computeBenchmarkResults({ comparables: tv1, testedParty: tested, settings: settings() });
    expect(r.perYear.map((y) => y.year)).toEqual([2021, 2022]);
    expect(r.perYear[0]!.range!.median).toBeCloseTo(0.445, 12);
  });
});

describe('working-capital adjustment in the results', () => {
  const balances = { receivables: 150, inventory: 100, payables: 80 };
  const comparables: ComparableInput[] = [
    {
      id: 'a',
      name: 'A',
      financials: [
        { year: 2022, revenue: 1_000, cost_of_goods_sold: 700, operating_expenses: 250 },
        { year: 2023, revenue: 1_200, cost_of_goods_sold: 840, operating_expenses: 300 },
      ],
    },
    {
      id: 'b',
      name: 'B',
      financials: [
        { year: 2022, revenue: 500, cost_of_goods_sold: 300, operating_expenses: 170 },
        { year: 2023, revenue: 700, cost_of_goods_sold: 420, operating_expenses: 240 },
      ],
    },
  ];
  const testedParty = {
    financials: [
      { year: 2022, revenue: 2_000, cost_of_goods_sold: 1_500, operating_expenses: 420 },
      { year: 2023, revenue: 2_000, cost_of_goods_sold: 1_500, operating_expenses: 420 },
    ],
  };
  const wcaSettings = (method: 'simplified' | 'irs', pli: 'OM' | 'NCP' = 'OM'): ResultsSettings => ({
    ...defaultResultsSettings([2022, 2023]),
    pli,
    wca: {
      method,
      rate: 0.06,
      tested: { receivables: 300, inventory: 200, payables: 260 },
      comparables: { a: balances, b: { receivables: 90, inventory: 40, payables: 20 } },
    },
  });

  it('simplified: adds i × (WC_t/S_t − WC_c/S_c) on average annual sales to the weighted OM', () => {
    const r = computeBenchmarkResults({ comparables, testedParty, settings: wcaSettings('simplified') });
    const a = r.comparables[0]!;
    const expected = workingCapitalAdjustment(
      { sales: 2_000, cogs: 1_500, opex: 420, receivables: 300, inventory: 200, payables: 260 },
      { sales: 1_100, cogs: 770, opex: 275, ...balances },
      { method: 'simplified', rate: 0.06, base: 'sales' },
    );
    expect(r.wcaBase).toBe('sales');
    expect(a.wca!.adjustment).toBeCloseTo(expected.adjustment, 12);
    expect(a.value).toBeCloseTo(a.pli.value! + expected.adjustment, 12);
    expect(r.range!.count).toBe(2);
  });

  it('irs on the cost base adjusts the net cost plus', () => {
    const r = computeBenchmarkResults({ comparables, testedParty, settings: wcaSettings('irs', 'NCP') });
    expect(r.wcaBase).toBe('costs');
    const b = r.comparables[1]!;
    expect(b.wca).toMatchObject({ method: 'irs', base: 'costs' });
    expect(b.value).toBeCloseTo(computePli(comparables[1]!.financials, 'NCP').value! + b.wca!.adjustment, 12);
  });

  it('a comparable without balances gets no value (never an unadjusted one) and says why', () => {
    const s = wcaSettings('simplified');
    const r = computeBenchmarkResults({ comparables, testedParty, settings: { ...s, wca: { ...s.wca!, comparables: { a: balances } } } });
    expect(r.comparables[1]).toMatchObject({ value: null, inRange: false, wcaIssue: 'Enter receivables, inventory and payables.' });
    expect(r.range!.count).toBe(1);
    const noTested = computeBenchmarkResults({
      comparables,
      testedParty,
      settings: { ...s, wca: { ...s.wca!, tested: { receivables: null, inventory: 1, payables: 1 } } },
    });
    expect(noTested.range).toBeNull();
    expect(noTested.comparables[0]!.wcaIssue).toMatch(/tested party's receivables/);
  });
});

describe('settings, labels and helpers', () => {
  it('names the problems a person can make', () => {
    expect(resultsSettingsProblems(defaultResultsSettings([2021]))).toEqual({});
    expect(
      resultsSettingsProblems({
        ...defaultResultsSettings([]),
        pli: 'GM',
        exclusions: [
          { company_id: 'a', reason: ' ' },
          { company_id: 'a', reason: 'x' },
        ],
        wca: { method: 'simplified', rate: 2, tested: { receivables: 1, inventory: 1, payables: 1 }, comparables: {} },
      }),
    ).toEqual({
      years: 'Choose at least one year.',
      'exclusions.0.reason': 'Give a reason for excluding this comparable.',
      'exclusions.1.company_id': 'This comparable is excluded twice.',
      wca: 'The working-capital adjustment applies to the operating margin (OM) or the net cost plus (NCP) only.',
      'wca.rate': 'Enter an interest rate between 0 % and 100 %.',
    });
  });

  it('formats percentages and the Berry ratio', () => {
    expect(formatPliValue('OM', 0.0371428)).toBe('3.71%');
    expect(formatPliValue('OM', -0.00001)).toBe('0.00%');
    expect(formatPliValue('BERRY', 1.25)).toBe('1.25');
    expect(formatPliValue('NCP', null)).toBe('n/a');
  });

  it('knows the accepted set', () => {
    expect(isAcceptedComparable({ status: 'Accepted after Review' })).toBe(true);
    expect(isAcceptedComparable({ status: 'Accepted using Criteria', is_excluded: true })).toBe(false);
    expect(isAcceptedComparable({ status: 'Decision Conflict' })).toBe(false);
  });

  it('derives total costs and capital employed both ways', () => {
    expect(deriveFinancials({ year: 1, revenue: 1_000, total_costs: 940 })).toMatchObject({ operating_profit: 60, total_costs: 940 });
    expect(deriveFinancials({ year: 1, total_assets: 500, current_liabilities: 200 })).toMatchObject({ capital_employed: 300 });
    expect(deriveFinancials({ year: 1, total_assets: 500, capital_employed: 350 })).toMatchObject({ current_liabilities: 150 });
    expect(computePli([{ year: 1, revenue: 1_000, total_costs: 940, capital_employed: 300 }], 'ROCE').value).toBeCloseTo(0.2, 12);
    expect(computePli([{ year: 1, revenue: 1_000, total_costs: 940 }], 'NCP').value).toBeCloseTo(60 / 940, 12);
  });
});
