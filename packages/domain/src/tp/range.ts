/**
 * Arm's length range (docs/transfer-pricing.md, "Arm's length range methods").
 *
 * `lower` / `upper` are the 25th / 75th percentiles (35th / 65th for `india-10ca`), `median` the
 * 50th, each computed by the method's own rule (percentile.ts). They are `null` where the method
 * defines none: `excel-exc` when h falls outside 1..n, and `india-10ca` with fewer than 6 values,
 * where the arm's length price is the arithmetic mean (Rule 10CA), so `adjustmentPoint` = mean.
 * Otherwise the adjustment point is the median (US §1.482-1(e)(3); Germany, Japan, India).
 */
import { assertRangeMethod, INDIA_MIN_RANGE_COUNT, RANGE_PERCENTILES, type RangeMethod } from './methods.ts';
import { percentileOfSorted } from './percentile.ts';
import { assertFiniteValues, preciseSum, sortedAscending } from './values.ts';

export interface ArmsLengthRange {
  readonly method: RangeMethod;
  readonly count: number;
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  readonly lower: number | null;
  readonly median: number | null;
  readonly upper: number | null;
  readonly adjustmentPoint: number;
}

export function armsLengthRange(values: readonly number[], method: RangeMethod): ArmsLengthRange {
  assertRangeMethod(method);
  assertFiniteValues(values);
  const sorted = sortedAscending(values);
  const count = sorted.length;
  const mean = preciseSum(sorted) / count;
  const base = { method, count, min: sorted[0] as number, max: sorted[count - 1] as number, mean };
  if (method === 'india-10ca' && count < INDIA_MIN_RANGE_COUNT) {
    return { ...base, lower: null, median: null, upper: null, adjustmentPoint: mean };
  }
  const { lower, upper } = RANGE_PERCENTILES[method];
  const median = percentileOfSorted(sorted, 0.5, method) as number; // defined for every n ≥ 1 here
  return {
    ...base,
    lower: percentileOfSorted(sorted, lower, method),
    median,
    upper: percentileOfSorted(sorted, upper, method),
    adjustmentPoint: median,
  };
}
