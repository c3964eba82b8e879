/**
 * Percentile of a data set under one of the arm's length range methods
 * (docs/transfer-pricing.md, table "Arm's length range methods"; sorted x1..xn, 1-indexed).
 *
 * - `us-482` (Treas. Reg. §1.482-1(e)(2)(iii)(C)) and `india-10ca` (Rule 10CA): k = n·p; if k is a
 *   whole number the result is (x_k + x_{k+1}) / 2, otherwise x_⌈k⌉. "Whole number" is decided in
 *   exact arithmetic (see rational.ts). At the extremes the index is clamped to 1..n
 *   (p = 0 gives x_1, p = 1 gives x_n), since x_0 and x_{n+1} do not exist.
 *   `india-10ca` defines no percentile with fewer than 6 values: the result is `null`.
 * - `excel-inc`: h = (n − 1)p + 1; x_⌊h⌋ + (h − ⌊h⌋)(x_{⌊h⌋+1} − x_⌊h⌋).
 * - `excel-exc`: h = (n + 1)p, same interpolation; `null` (Excel's #NUM!) when h < 1 or h > n.
 */
import { assertRangeMethod, INDIA_MIN_RANGE_COUNT, type RangeMethod } from './methods.ts';
import { ceilDiv, floorDiv, toRational, type Rational } from './rational.ts';
import { assertFiniteValues, sortedAscending } from './values.ts';

export function assertPercentile(p: number): void {
  if (typeof p !== 'number' || !Number.isFinite(p) || p < 0 || p > 1) {
    throw new RangeError(`Percentile must be a number between 0 and 1, got ${String(p)}.`);
  }
}

/** 1-indexed access into a sorted array, clamped to 1..n. */
function at(sorted: readonly number[], index: bigint): number {
  const n = BigInt(sorted.length);
  const i = index < 1n ? 1n : index > n ? n : index;
  return sorted[Number(i) - 1] as number;
}

/** US §1.482 / Rule 10CA rule on an already sorted array. */
export function regulationPercentile(sorted: readonly number[], p: Rational): number {
  const n = BigInt(sorted.length);
  const kNum = n * p.num; // k = kNum / p.den
  if (kNum % p.den === 0n) {
    const k = kNum / p.den;
    if (k < 1n) return at(sorted, 1n);
    if (k >= n) return at(sorted, n);
    return (at(sorted, k) + at(sorted, k + 1n)) / 2;
  }
  return at(sorted, ceilDiv(kNum, p.den));
}

/** Linear interpolation at h = hNum / hDen (1-indexed) on a sorted array; h must lie in [1, n]. */
function interpolate(sorted: readonly number[], hNum: bigint, hDen: bigint): number {
  const whole = floorDiv(hNum, hDen);
  const remainder = hNum - whole * hDen;
  const lower = at(sorted, whole);
  if (remainder === 0n) return lower;
  const fraction = Number(remainder) / Number(hDen);
  const upper = at(sorted, whole + 1n);
  return lower + fraction * (upper - lower);
}

/** PERCENTILE.INC on a sorted array. */
export function excelIncPercentile(sorted: readonly number[], p: Rational): number {
  const n = BigInt(sorted.length);
  return interpolate(sorted, (n - 1n) * p.num + p.den, p.den);
}

/** PERCENTILE.EXC on a sorted array; null where Excel returns #NUM!. */
export function excelExcPercentile(sorted: readonly number[], p: Rational): number | null {
  const n = BigInt(sorted.length);
  const hNum = (n + 1n) * p.num;
  if (hNum < p.den || hNum > n * p.den) return null;
  return interpolate(sorted, hNum, p.den);
}

/** Percentile on an already sorted, validated array. */
export function percentileOfSorted(sorted: readonly number[], p: number, method: RangeMethod): number | null {
  const r = toRational(p);
  switch (method) {
    case 'us-482':
      return regulationPercentile(sorted, r);
    case 'india-10ca':
      return sorted.length < INDIA_MIN_RANGE_COUNT ? null : regulationPercentile(sorted, r);
    case 'excel-inc':
      return excelIncPercentile(sorted, r);
    case 'excel-exc':
      return excelExcPercentile(sorted, r);
  }
}

/**
 * The p-th percentile (p in [0, 1]) of `values` under `method`, or `null` where the method
 * defines none. Throws on empty input, non-finite values, a p outside [0, 1] or an unknown method.
 */
export function percentile(values: readonly number[], p: number, method: RangeMethod): number | null {
  assertRangeMethod(method);
  assertFiniteValues(values);
  assertPercentile(p);
  return percentileOfSorted(sortedAscending(values), p, method);
}
