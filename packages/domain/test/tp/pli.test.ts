import { describe, expect, it } from 'vitest';
import { computePli, deriveFinancials, PLI_IDS, type PliId } from '../../src/index.ts';

describe('PLI vector: S 10,000; COGS 7,000; OPEX 2,400', () => {
  const year = { year: 2023, revenue: 10_000, cost_of_goods_sold: 7_000, operating_expenses: 2_400 };
  const cases: [PliId, number][] = [
    ['OM', 0.06],
    ['NCP', 0.06383],
    ['GM', 0.3],
    ['GMU', 0.42857],
    ['BERRY', 1.25],
  ];
  it.each(cases)('%s', (pli, expected) => {
    const r = computePli([year], pli, 'weighted');
    expect(r.value).toBeCloseTo(expected, 5);
    expect(r.yearsUsed).toEqual([2023]);
    expect(r.yearsMissing).toEqual([]);
  });
  it('derives GP, OP and TC through the identities', () => {
    const d = deriveFinancials(year);
    expect(d).toMatchObject({ gross_profit: 3_000, operating_profit: 600 });
    expect(deriveFinancials({ year: 1, gross_profit: 3_000, operating_profit: 600, cost_of_goods_sold: 7_000 })).toMatchObject({
      revenue: 10_000,
      operating_expenses: 2_400,
    });
  });
  it('NM, ROA, ROCE use net profit, total assets and capital employed', () => {
    const y = { ...year, net_profit: 450, total_assets: 5_000, current_liabilities: 1_000 };
    expect(computePli([y], 'NM').value).toBeCloseTo(0.045, 12);
    expect(computePli([y], 'ROA').value).toBeCloseTo(0.12, 12);
    expect(computePli([y], 'ROCE').value).toBeCloseTo(0.15, 12);
  });
});

describe('multi-year: sales 1,000 / 2,000 / 500, OP 50 / 40 / 40', () => {
  const years = [
    { year: 2021, revenue: 1_000, operating_profit: 50 },
    { year: 2022, revenue: 2_000, operating_profit: 40 },
    { year: 2023, revenue: 500, operating_profit: 40 },
  ];
  it('weighted OM = 130 / 3,500 = 3.7143 %', () => {
    expect(computePli(years, 'OM', 'weighted').value).toBeCloseTo(0.037143, 6);
  });
  it('simple OM = mean(5 %, 2 %, 8 %) = 5 %', () => {
    expect(computePli(years, 'OM', 'simple').value).toBeCloseTo(0.05, 12);
  });
  it('weighted is the default aggregation', () => {
    expect(computePli(years, 'OM').value).toBe(computePli(years, 'OM', 'weighted').value);
  });
  it('selected years not in the data are missing, never imputed', () => {
    const r = computePli(years, 'OM', 'weighted', { selectedYears: [2020, 2021, 2022, 2023] });
    expect(r.yearsUsed).toEqual([2021, 2022, 2023]);
    expect(r.yearsMissing).toEqual([2020]);
    expect(r.value).toBeCloseTo(130 / 3500, 12);
  });
  it('a year without its numerator is missing and excluded from both aggregations', () => {
    const gap = [years[0]!, { year: 2022, revenue: 2_000 }, years[2]!];
    const w = computePli(gap, 'OM', 'weighted');
    const s = computePli(gap, 'OM', 'simple');
    expect(w.yearsMissing).toEqual([2022]);
    expect(w.value).toBeCloseTo(90 / 1500, 12);
    expect(s.value).toBeCloseTo((0.05 + 0.08) / 2, 12);
    expect(s.yearsUsed).toEqual(w.yearsUsed);
  });
});

describe('no value where there is none', () => {
  it('zero denominator in a year → that year is missing; all years → null, not 0', () => {
    const r = computePli([{ year: 2022, revenue: 0, operating_profit: 10 }], 'OM');
    expect(r.value).toBeNull();
    expect(r.yearsMissing).toEqual([2022]);
  });
  it('weighted denominators summing to zero → null', () => {
    const r = computePli(
      [
        { year: 2021, gross_profit: 10, operating_expenses: 5 },
        { year: 2022, gross_profit: 10, operating_expenses: -5 },
      ],
      'BERRY',
      'weighted',
    );
    expect(r.yearsUsed).toEqual([2021, 2022]);
    expect(r.value).toBeNull();
    expect(computePli([{ year: 2021, gross_profit: 10, operating_expenses: 5 }, { year: 2022, gross_profit: 10, operating_expenses: -5 }], 'BERRY', 'simple').value).toBe(0);
  });
  it('empty input → null with nothing used', () => {
    expect(computePli([], 'OM')).toMatchObject({ value: null, yearsUsed: [], yearsMissing: [] });
  });
  it('negative operating profit gives a negative PLI', () => {
    expect(computePli([{ year: 2022, revenue: 1_000, operating_profit: -30 }], 'OM').value).toBeCloseTo(-0.03, 12);
  });
  it('ROA average basis needs the prior year and averages opening and closing assets', () => {
    const ys = [
      { year: 2021, revenue: 100, operating_profit: 10, total_assets: 80 },
      { year: 2022, revenue: 100, operating_profit: 12, total_assets: 120 },
    ];
    const r = computePli(ys, 'ROA', 'weighted', { roaAssetBasis: 'average' });
    expect(r.yearsMissing).toEqual([2021]);
    expect(r.value).toBeCloseTo(12 / 100, 12);
    expect(computePli(ys, 'ROA').value).toBeCloseTo(22 / 200, 12);
  });
  it('rejects unknown PLIs, aggregations and duplicate years', () => {
    expect(() => computePli([], 'XX' as PliId)).toThrow(/Unknown PLI "XX"/);
    expect(() => computePli([], 'OM', 'median' as 'simple')).toThrow(/Unknown aggregation/);
    expect(() => computePli([{ year: 1 }, { year: 1 }], 'OM')).toThrow(/more than once/);
  });
  it('every PLI id is supported', () => {
    const y = { year: 1, revenue: 100, cost_of_goods_sold: 60, operating_expenses: 30, net_profit: 5, total_assets: 50, current_liabilities: 10 };
    for (const id of PLI_IDS) expect(computePli([y], id).value).not.toBeNull();
  });
});
