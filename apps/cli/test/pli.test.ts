import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixture, jsonLines, quartile } from './helpers.ts';

describe('quartile pli', () => {
  it('PLI vector: OM 6 %, NCP 6.383 %, GM 30 %, GMU 42.857 %, Berry 1.25 (decimal ratios)', () => {
    const expected: Record<string, number> = { OM: 0.06, NCP: 0.06383, GM: 0.3, GMU: 0.42857, BERRY: 1.25 };
    for (const [pli, value] of Object.entries(expected)) {
      const r = quartile('pli', '--pli', pli, '--file', fixture('financials.csv'));
      expect(r.status).toBe(0);
      const row = jsonLines(r.stdout).find((l) => l.company === 'Vector PLI, Inc.')!;
      expect(Object.keys(row)).toEqual(['company', 'pli', 'value', 'years_used', 'years_missing']);
      expect(row.pli).toBe(pli);
      expect(row.value as number).toBeCloseTo(value, 5);
    }
  });
  it('multi-year vector: weighted 3.7143 %, simple 5 %', () => {
    const w = jsonLines(quartile('pli', '--pli', 'OM', '--aggregation', 'weighted', '--file', fixture('financials.csv')).stdout);
    const s = jsonLines(quartile('pli', '--pli', 'OM', '--aggregation', 'simple', '--file', fixture('financials.csv')).stdout);
    const multi = (rows: Record<string, unknown>[]) => rows.find((r) => r.company === 'Multi Year Co')!;
    expect(multi(w).value as number).toBeCloseTo(0.037143, 6);
    expect(multi(s).value as number).toBeCloseTo(0.05, 12);
    expect(multi(w).years_used).toEqual([2021, 2022, 2023]);
  });
  it('one line per company in file order; n.a. and requested-but-absent years are missing', () => {
    const r = quartile('pli', '--pli', 'OM', '--years', '2020-2023', '--file', fixture('financials.csv'));
    const rows = jsonLines(r.stdout);
    expect(rows.map((x) => x.company)).toEqual(['Vector PLI, Inc.', 'Multi Year Co', 'Gappy Ltd']);
    const gappy = rows[2]!;
    expect(gappy.years_used).toEqual([2021, 2023]);
    expect(gappy.years_missing).toEqual([2020, 2022]);
    expect(gappy.value as number).toBeCloseTo((40 - 12) / (800 + 1200), 12);
    // The vector company has no OP column value: derived from S − COGS − OPEX.
    expect(rows[0]!.years_missing).toEqual([2020, 2021, 2022]);
  });
  it('null where there is no value', () => {
    const rows = jsonLines(quartile('pli', '--pli', 'NM', '--file', fixture('financials.csv')).stdout);
    expect(rows.every((r) => r.value === null)).toBe(true);
  });
  it('real SEC rows (SEC DERA Financial Statement Data Sets, public domain)', () => {
    // Independent computation from the fixture text.
    const lines = readFileSync(fixture('sec_fsds_extract.csv'), 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
    const waters = lines.filter((c) => c[0] === 'WATERS CORP /DE/');
    const sum = (col: number) => waters.reduce((s, c) => s + Number(c[col]), 0);
    const r = quartile('pli', '--pli', 'OM', '--years', '2007-2009', '--file', fixture('sec_fsds_extract.csv'));
    expect(r.status).toBe(0);
    const rows = jsonLines(r.stdout);
    expect(rows.map((x) => x.company)).toEqual(['WATERS CORP /DE/', 'DISH NETWORK CORP', 'AMEREN CORP']);
    expect(rows[0]!.value as number).toBeCloseTo(sum(5) / sum(2), 12);
    // ROA: the 2007 balance sheet is not in the filing → missing, not imputed.
    const roa = jsonLines(quartile('pli', '--pli', 'ROA', '--file', fixture('sec_fsds_extract.csv')).stdout);
    expect(roa.map((x) => x.years_missing)).toEqual([[2007], [2007], [2007]]);
    // GM for DISH: gross profit is absent but derived as revenue − cost of revenue; Ameren has no COGS → null.
    const gm = jsonLines(quartile('pli', '--pli', 'GM', '--aggregation', 'simple', '--file', fixture('sec_fsds_extract.csv')).stdout);
    const dish = lines.filter((c) => c[0] === 'DISH NETWORK CORP').map((c) => (Number(c[2]) - Number(c[3])) / Number(c[2]));
    expect(gm[1]!.value as number).toBeCloseTo(dish.reduce((a, b) => a + b, 0) / 3, 12);
    expect(gm[2]).toMatchObject({ value: null, years_used: [], years_missing: [2007, 2008, 2009] });
  });
  it.each([
    [['pli', '--file', 'x.csv'], /missing required option --pli/],
    [['pli', '--pli', 'XYZ', '--file', 'x.csv'], /--pli must be one of OM, NCP, GM, GMU, BERRY, NM, ROA, ROCE/],
    [['pli', '--pli', 'OM', '--aggregation', 'median', '--file', 'x.csv'], /--aggregation must be one of weighted, simple/],
    [['pli', '--pli', 'OM', '--years', '2023-2021', '--file', 'x.csv'], /start year 2023 is after the end year 2021/],
    [['pli', '--pli', 'OM', '--years', 'last3', '--file', 'x.csv'], /--years must look like 2021-2023/],
    [['pli', '--pli', 'OM'], /missing required option --file/],
    [['pli', '--pli', 'OM', '--file', 'apps/cli/test/fixtures/values.txt'], /needs the columns company and year/],
  ])('bad arguments %j exit 2 with a one-line reason', (args, reason) => {
    const r = quartile(...args);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(reason);
  });
});
