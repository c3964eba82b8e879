/**
 * The arm's length range methods Quartile supports (docs/transfer-pricing.md).
 *
 * - `us-482`: US Treas. Reg. §1.482-1(e)(2)(iii)(C), interquartile range (25th/50th/75th).
 * - `india-10ca`: India Rule 10CA (Rule 81 of the Income-tax Rules 2026), 35th/50th/65th
 *   percentiles, only with at least 6 values; otherwise the arithmetic mean with a tolerance.
 * - `excel-inc`: QUARTILE.INC / PERCENTILE.INC (common European practice).
 * - `excel-exc`: QUARTILE.EXC / PERCENTILE.EXC (undefined when h falls outside 1..n).
 */
export const RANGE_METHODS = ['us-482', 'india-10ca', 'excel-inc', 'excel-exc'] as const;
export type RangeMethod = (typeof RANGE_METHODS)[number];

/** Lower and upper percentiles of each method, as exact decimal fractions. */
export const RANGE_PERCENTILES: Readonly<Record<RangeMethod, { readonly lower: number; readonly upper: number }>> = {
  'us-482': { lower: 0.25, upper: 0.75 },
  'india-10ca': { lower: 0.35, upper: 0.65 },
  'excel-inc': { lower: 0.25, upper: 0.75 },
  'excel-exc': { lower: 0.25, upper: 0.75 },
};

/** Rule 10CA: a range is only built from this many values; below it the mean applies. */
export const INDIA_MIN_RANGE_COUNT = 6;

export function isRangeMethod(x: unknown): x is RangeMethod {
  return typeof x === 'string' && (RANGE_METHODS as readonly string[]).includes(x);
}

export function assertRangeMethod(x: unknown): asserts x is RangeMethod {
  if (!isRangeMethod(x)) {
    throw new RangeError(`Unknown range method "${String(x)}". Use one of: ${RANGE_METHODS.join(', ')}.`);
  }
}
