/**
 * Where the tested party's result sits against an arm's length range.
 *
 * - With a range: `below` / `within` / `above`, bounds inclusive (docs/transfer-pricing.md:
 *   "Range bounds are inclusive"). Outside the range the adjustment moves the result to the
 *   adjustment point (the median; US §1.482-1(e)(3)): adjustment = adjustmentPoint − value.
 *   Inside it the adjustment is 0.
 * - `india-10ca` with fewer than 6 values (Rule 10CA(7) / Rule 81): no range; the arm's length
 *   value is the arithmetic mean and the actual value stands if it differs from the mean by no
 *   more than the tolerance (1 % wholesale trading, 3 % otherwise, notified per assessment year)
 *   measured against the actual value: |mean − value| ≤ tolerance × |value|. Otherwise the
 *   adjustment moves the value to the mean.
 * - A range whose method defines no bound here (`excel-exc` with too few values): `no-range`,
 *   adjustment `null`.
 */
import type { ArmsLengthRange } from './range.ts';

export const INDIA_TOLERANCE = { wholesale: 0.01, other: 0.03 } as const;

export type RangePosition = 'below' | 'within' | 'above' | 'no-range';

export interface PositionOptions {
  /** India: wholesale trading uses the 1 % tolerance, everything else 3 %. */
  readonly trade?: 'wholesale' | 'other';
  /** India: override with the tolerance notified for the assessment year (fraction, 0.03 = 3 %). */
  readonly tolerance?: number;
}

export interface ToleranceTest {
  readonly tolerance: number;
  /** |adjustmentPoint − value| */
  readonly difference: number;
  /** tolerance × |value| */
  readonly allowed: number;
  readonly withinTolerance: boolean;
}

export interface TestedPartyPosition {
  readonly position: RangePosition;
  readonly value: number;
  readonly adjustmentPoint: number;
  /** Amount to add to `value` to reach the adjustment point; 0 when no adjustment is due. */
  readonly adjustment: number | null;
  readonly toleranceTest: ToleranceTest | null;
}

function side(value: number, point: number): RangePosition {
  return value < point ? 'below' : value > point ? 'above' : 'within';
}

export function testedPartyPosition(
  range: ArmsLengthRange,
  value: number,
  options: PositionOptions = {},
): TestedPartyPosition {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`The tested party's value must be a finite number, got ${String(value)}.`);
  }
  const point = range.adjustmentPoint;
  if (range.method === 'india-10ca' && range.lower === null && range.upper === null) {
    const tolerance = options.tolerance ?? INDIA_TOLERANCE[options.trade ?? 'other'];
    if (!Number.isFinite(tolerance) || tolerance < 0) {
      throw new RangeError(`The tolerance must be a non-negative fraction, got ${String(tolerance)}.`);
    }
    const difference = Math.abs(point - value);
    const allowed = tolerance * Math.abs(value);
    const withinTolerance = difference <= allowed;
    return {
      position: withinTolerance ? 'within' : side(value, point),
      value,
      adjustmentPoint: point,
      adjustment: withinTolerance ? 0 : point - value,
      toleranceTest: { tolerance, difference, allowed, withinTolerance },
    };
  }
  if (range.lower === null || range.upper === null) {
    return { position: 'no-range', value, adjustmentPoint: point, adjustment: null, toleranceTest: null };
  }
  const position: RangePosition = value < range.lower ? 'below' : value > range.upper ? 'above' : 'within';
  return {
    position,
    value,
    adjustmentPoint: point,
    adjustment: position === 'within' ? 0 : point - value,
    toleranceTest: null,
  };
}
