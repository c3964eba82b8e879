import { describe, expect, it } from 'vitest';
import { armsLengthRange, testedPartyPosition } from '../../src/index.ts';

describe('testedPartyPosition', () => {
  const range = armsLengthRange([42, 44, 45, 47.5], 'us-482'); // 43 / 44.5 / 46.25
  it('bounds are inclusive', () => {
    expect(testedPartyPosition(range, 43)).toMatchObject({ position: 'within', adjustment: 0 });
    expect(testedPartyPosition(range, 46.25)).toMatchObject({ position: 'within', adjustment: 0 });
  });
  it('below and above adjust to the median', () => {
    expect(testedPartyPosition(range, 40)).toMatchObject({ position: 'below', adjustment: 4.5, adjustmentPoint: 44.5 });
    expect(testedPartyPosition(range, 50)).toMatchObject({ position: 'above', adjustment: -5.5 });
  });
  it('excel-exc without bounds → no-range', () => {
    expect(testedPartyPosition(armsLengthRange([1, 2], 'excel-exc'), 1)).toMatchObject({ position: 'no-range', adjustment: null });
  });
  describe('india-10ca with fewer than 6 values: mean and tolerance against the actual value', () => {
    const india = armsLengthRange([100, 102, 104], 'india-10ca'); // mean 102
    it('3 % (default): 100 is within (|102 − 100| = 2 ≤ 3)', () => {
      const p = testedPartyPosition(india, 100);
      expect(p.position).toBe('within');
      expect(p.adjustment).toBe(0);
      expect(p.toleranceTest).toMatchObject({ tolerance: 0.03, difference: 2, withinTolerance: true });
      expect(p.toleranceTest!.allowed).toBeCloseTo(3, 12);
    });
    it('1 % wholesale: 100 is below, adjusted to the mean', () => {
      expect(testedPartyPosition(india, 100, { trade: 'wholesale' })).toMatchObject({ position: 'below', adjustment: 2 });
    });
    it('tolerance is measured on the actual value, not the mean: 99 vs 102 → allowed 2.97 < 3', () => {
      expect(testedPartyPosition(india, 99).position).toBe('below');
      expect(testedPartyPosition(india, 105)).toMatchObject({ position: 'within' }); // allowed 3.15 ≥ 3
    });
    it('a notified tolerance overrides the default', () => {
      expect(testedPartyPosition(india, 110, { tolerance: 0.1 }).position).toBe('within');
      expect(() => testedPartyPosition(india, 110, { tolerance: -1 })).toThrow(/non-negative/);
    });
  });
  it('rejects a non-finite tested value', () => {
    expect(() => testedPartyPosition(range, NaN)).toThrow(/finite number/);
  });
});
