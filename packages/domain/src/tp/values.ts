/**
 * Input checks and exact-ish helpers shared by the range computations.
 *
 * Rule (issue "TP maths"): an empty data set or a non-finite value (NaN, ±Infinity) is a clear
 * error, never a silent NaN in a tax document.
 */
export function assertFiniteValues(values: readonly number[], what = 'values'): void {
  if (!Array.isArray(values) || values.length === 0) {
    throw new RangeError(`Cannot compute a range from no ${what}: at least one value is required.`);
  }
  values.forEach((v, i) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new RangeError(`Value ${i + 1} of the ${what} is not a finite number (${String(v)}).`);
    }
  });
}

/** Ascending copy; the input is never mutated. */
export function sortedAscending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** Neumaier-compensated sum: the mean should not depend on the input order more than it must. */
export function preciseSum(values: readonly number[]): number {
  let sum = 0;
  let compensation = 0;
  for (const v of values) {
    const t = sum + v;
    compensation += Math.abs(sum) >= Math.abs(v) ? sum - t + v : v - t + sum;
    sum = t;
  }
  return sum + compensation;
}

export function mean(values: readonly number[]): number {
  assertFiniteValues(values);
  return preciseSum(values) / values.length;
}
