// Property tests (fast-check) for the range methods.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { armsLengthRange, percentile, RANGE_METHODS } from '../../src/index.ts';

// Few distinct values → many ties; mixes negatives and fractions.
const tiedValues = fc.array(fc.integer({ min: -6, max: 6 }).map((x) => x / 2), { minLength: 1, maxLength: 40 });
const anyValues = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }), { minLength: 1, maxLength: 60 });
const method = fc.constantFrom(...RANGE_METHODS);

/**
 * Literal reading of Treas. Reg. §1.482-1(e)(2)(iii)(C), written independently of the
 * implementation: "the 25th percentile is the lowest result such that at least 25 percent of the
 * results are at or below it; if exactly 25 percent are at or below a result, the 25th percentile
 * equals the average of that result and the next higher result."
 */
function regulationLiteral(values: number[], pct: number): number {
  const n = values.length;
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  for (let i = 0; i < distinct.length; i++) {
    const v = distinct[i]!;
    const atOrBelow = values.filter((x) => x <= v).length;
    // "at least pct percent of the results are at or below" v, in integer arithmetic
    if (atOrBelow * 100 >= pct * n) {
      const next = distinct[i + 1];
      if (atOrBelow * 100 === pct * n && next !== undefined) return (v + next) / 2;
      return v;
    }
  }
  return distinct[distinct.length - 1]!;
}

describe('range properties', () => {
  it('is invariant under reordering of the input', () => {
    fc.assert(
      fc.property(anyValues, method, fc.integer(), (values, m, seed) => {
        const shuffled = [...values].sort((a, b) => ((a * 31 + seed) % 7) - ((b * 31 + seed) % 7));
        const a = armsLengthRange(values, m);
        const b = armsLengthRange(shuffled, m);
        expect([b.lower, b.median, b.upper, b.min, b.max]).toEqual([a.lower, a.median, a.upper, a.min, a.max]);
        expect(b.mean).toBeCloseTo(a.mean, 6);
      }),
    );
  });
  it('bounds lie between min and max, and lower <= median <= upper', () => {
    fc.assert(
      fc.property(anyValues, method, (values, m) => {
        const r = armsLengthRange(values, m);
        const defined = [r.lower, r.median, r.upper].filter((x): x is number => x !== null);
        for (const x of defined) {
          expect(x).toBeGreaterThanOrEqual(r.min);
          expect(x).toBeLessThanOrEqual(r.max);
        }
        if (r.lower !== null && r.median !== null) expect(r.lower).toBeLessThanOrEqual(r.median);
        if (r.median !== null && r.upper !== null) expect(r.median).toBeLessThanOrEqual(r.upper);
        expect(r.adjustmentPoint).toBeGreaterThanOrEqual(r.min);
        expect(r.adjustmentPoint).toBeLessThanOrEqual(r.max);
      }),
    );
  });
  it('us-482 agrees with the literal regulation wording on random data with ties', () => {
    fc.assert(
      fc.property(tiedValues, (values) => {
        const r = armsLengthRange(values, 'us-482');
        expect(r.lower).toBe(regulationLiteral(values, 25));
        expect(r.median).toBe(regulationLiteral(values, 50));
        expect(r.upper).toBe(regulationLiteral(values, 75));
      }),
      { numRuns: 500 },
    );
  });
  it('india-10ca agrees with the same wording at 35/65 when n >= 6', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 6, maxLength: 45 }), (values) => {
        const r = armsLengthRange(values, 'india-10ca');
        expect(r.lower).toBe(regulationLiteral(values, 35));
        expect(r.upper).toBe(regulationLiteral(values, 65));
      }),
      { numRuns: 300 },
    );
  });
  it('percentile is monotone in p', () => {
    fc.assert(
      fc.property(anyValues, fc.constantFrom('us-482', 'excel-inc' as const), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (values, m, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(percentile(values, lo / 100, m)!).toBeLessThanOrEqual(percentile(values, hi / 100, m)!);
      }),
    );
  });
});
