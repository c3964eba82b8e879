// Test vectors from /work/shared/docs/transfer-pricing.md ("Test vectors you may use").
import { describe, expect, it } from 'vitest';
import { armsLengthRange, percentile, RANGE_METHODS, type RangeMethod } from '../../src/index.ts';

const TV1 = [42, 44, 45, 47.5];
const TV2 = [5.0, 1.2, 9.4, 3.8, 2.5, 6.3, 4.4, 7.9, 3.1, 5.6];

function expectRange(values: number[], method: RangeMethod, lower: number | null, median: number | null, upper: number | null) {
  const r = armsLengthRange(values, method);
  for (const [got, want] of [[r.lower, lower], [r.median, median], [r.upper, upper]] as const) {
    if (want === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(want, 10);
  }
  return r;
}

describe('TV1 (US regs Example 3): 42, 44, 45, 47.5', () => {
  it('us-482 → 43 / 44.5 / 46.25, adjustment point = median', () => {
    const r = expectRange(TV1, 'us-482', 43, 44.5, 46.25);
    expect(r.adjustmentPoint).toBe(44.5);
    expect(r).toMatchObject({ method: 'us-482', count: 4, min: 42, max: 47.5, mean: 44.625 });
  });
  it('excel-inc → 43.5 / 44.5 / 45.625', () => expectRange(TV1, 'excel-inc', 43.5, 44.5, 45.625));
  it('excel-exc → 42.5 / 44.5 / 46.875', () => expectRange(TV1, 'excel-exc', 42.5, 44.5, 46.875));
  it('india-10ca → no range (n < 6), adjustment point = mean 44.625', () => {
    const r = expectRange(TV1, 'india-10ca', null, null, null);
    expect(r.adjustmentPoint).toBe(44.625);
    expect(r.mean).toBe(44.625);
  });
  it('has exactly the documented keys', () => {
    expect(Object.keys(armsLengthRange(TV1, 'us-482')).sort()).toEqual(
      ['adjustmentPoint', 'count', 'lower', 'max', 'mean', 'median', 'method', 'min', 'upper'].sort(),
    );
  });
});

describe('TV2: ten unsorted values', () => {
  it('us-482 → 3.1 / 4.7 / 6.3', () => expectRange(TV2, 'us-482', 3.1, 4.7, 6.3));
  it('excel-inc → 3.275 / 4.7 / 6.125', () => expectRange(TV2, 'excel-inc', 3.275, 4.7, 6.125));
  it('excel-exc → 2.95 / 4.7 / 6.7', () => expectRange(TV2, 'excel-exc', 2.95, 4.7, 6.7));
  it('india-10ca → 3.8 / 4.7 / 5.6 (35th / 65th, exact whole-number test)', () => {
    const r = expectRange(TV2, 'india-10ca', 3.8, 4.7, 5.6);
    expect(r.adjustmentPoint).toBeCloseTo(4.7, 12);
  });
  it('does not mutate the input', () => {
    const copy = [...TV2];
    armsLengthRange(copy, 'us-482');
    expect(copy).toEqual(TV2);
  });
});

describe('Microsoft examples', () => {
  it('TV9 QUARTILE.INC({1,2,4,7,8,9,10,12}, 1) = 3.5', () => {
    expect(percentile([1, 2, 4, 7, 8, 9, 10, 12], 0.25, 'excel-inc')).toBe(3.5);
    expect(armsLengthRange([1, 2, 4, 7, 8, 9, 10, 12], 'excel-inc').lower).toBe(3.5);
  });
  it('TV10 QUARTILE.EXC → 15 / 40 / 43', () => expectRange([6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49], 'excel-exc', 15, 40, 43));
});

describe('small n = 1..6 (hand-worked from the definitions)', () => {
  const xs = [10, 20, 30, 40, 50, 60];
  // us-482: k = n/4 and 3n/4.
  const us: Record<number, [number, number, number]> = {
    1: [10, 10, 10], // k=.25→x1; k=.5→x1; k=.75→x1
    2: [10, 15, 20], // k=.5→x1; k=1 whole→(x1+x2)/2; k=1.5→x2
    3: [10, 20, 30], // .75→x1; 1.5→x2; 2.25→x3
    4: [15, 25, 35], // 1 whole; 2 whole; 3 whole
    5: [20, 30, 40], // 1.25→x2; 2.5→x3; 3.75→x4
    6: [20, 35, 50], // 1.5→x2; 3 whole→(x3+x4)/2; 4.5→x5
  };
  for (let n = 1; n <= 6; n++) {
    it(`us-482 n=${n}`, () => {
      const [l, m, u] = us[n]!;
      expectRange(xs.slice(0, n), 'us-482', l, m, u);
    });
  }
  it('excel-exc leaves bounds undefined while h is outside 1..n (n = 1, 2)', () => {
    expectRange([10], 'excel-exc', null, 10, null);
    expectRange([10, 20], 'excel-exc', null, 15, null);
    expectRange([10, 20, 30], 'excel-exc', 10, 20, 30); // h = 1 and 3 exactly
  });
  it('excel-inc n=1 is the value itself', () => expectRange([7], 'excel-inc', 7, 7, 7));
  it('india-10ca: n = 5 → mean; n = 6 → 35th (k=2.1→x3) and 65th (k=3.9→x4)', () => {
    const r5 = armsLengthRange(xs.slice(0, 5), 'india-10ca');
    expect(r5).toMatchObject({ lower: null, median: null, upper: null, adjustmentPoint: 30 });
    expectRange(xs, 'india-10ca', 30, 35, 40);
  });
  it('india-10ca with n = 20: k = 7 is whole for 35 % and k = 13 for 65 %', () => {
    const v = Array.from({ length: 20 }, (_, i) => i + 1);
    expectRange(v, 'india-10ca', 7.5, 10.5, 13.5);
  });
});

describe('negative values and ties', () => {
  it('handles losses (negative PLIs)', () => {
    const r = expectRange([-0.05, 0.02, -0.01, 0.04], 'us-482', -0.03, 0.005, 0.03);
    expect(r.min).toBe(-0.05);
    expect(r.max).toBe(0.04);
  });
  it('all values tied give a degenerate range at that value', () => {
    for (const m of RANGE_METHODS) {
      const r = armsLengthRange([3, 3, 3, 3, 3, 3], m);
      expect([r.lower, r.median, r.upper, r.adjustmentPoint]).toEqual([3, 3, 3, 3]);
    }
  });
  it('ties at the quartile boundary', () => expectRange([1, 2, 2, 2, 2, 9, 9, 9], 'us-482', 2, 2, 9));
});

describe('errors', () => {
  it('empty input is a clear error', () => {
    expect(() => armsLengthRange([], 'us-482')).toThrow(/at least one value/);
  });
  it.each([NaN, Infinity, -Infinity])('non-finite value %s is an error naming its position', (bad) => {
    expect(() => armsLengthRange([1, 2, bad], 'excel-inc')).toThrow(/Value 3 .*not a finite number/);
  });
  it('unknown method', () => {
    expect(() => armsLengthRange([1], 'median' as RangeMethod)).toThrow(/Unknown range method "median"/);
  });
});
