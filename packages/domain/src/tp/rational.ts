/**
 * Exact rational view of a percentile p ∈ [0, 1].
 *
 * Rule (docs/transfer-pricing.md, "Arm's length range methods"): whether k = n·p is a whole
 * number must be decided in exact arithmetic, never with floats. A JavaScript number such as
 * 0.35 is not exactly 35/100 in binary, so we read p through its shortest decimal spelling
 * (what `String(p)` prints, including exponent notation) and keep it as numerator/denominator
 * BigInts with denominator 10^d. Integer percents therefore behave exactly like
 * `(n * 35) % 100 === 0`.
 */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

/** Converts a finite number to the exact rational of its shortest decimal representation. */
export function toRational(x: number): Rational {
  if (!Number.isFinite(x)) throw new RangeError(`Expected a finite number, got ${String(x)}`);
  const text = String(x).toLowerCase();
  const [mantissa = '0', exponentText] = text.split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const negative = mantissa.startsWith('-');
  const unsigned = negative ? mantissa.slice(1) : mantissa;
  const [intPart = '0', fracPart = ''] = unsigned.split('.');
  let num = BigInt(intPart + fracPart) * (negative ? -1n : 1n);
  let scale = fracPart.length - exponent; // value = num / 10^scale
  if (scale < 0) {
    num *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { num, den: 10n ** BigInt(scale) };
}

/** floor(a / b) for BigInts with b > 0. */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

/** ceil(a / b) for BigInts with b > 0. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}
