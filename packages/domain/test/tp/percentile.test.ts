import { describe, expect, it } from 'vitest';
import { percentile, toRational } from '../../src/index.ts';

describe('percentile(values, p, method)', () => {
  const xs = [4, 1, 3, 2]; // sorted 1, 2, 3, 4
  it('p = 0 and p = 1 give min and max under every method that defines them', () => {
    expect(percentile(xs, 0, 'us-482')).toBe(1);
    expect(percentile(xs, 1, 'us-482')).toBe(4);
    expect(percentile(xs, 0, 'excel-inc')).toBe(1);
    expect(percentile(xs, 1, 'excel-inc')).toBe(4);
  });
  it('excel-exc is undefined outside [1/(n+1), n/(n+1)]', () => {
    expect(percentile(xs, 0.19, 'excel-exc')).toBeNull();
    expect(percentile(xs, 0.2, 'excel-exc')).toBe(1);
    expect(percentile(xs, 0.8, 'excel-exc')).toBe(4);
    expect(percentile(xs, 0.81, 'excel-exc')).toBeNull();
  });
  it('excel-inc interpolates: p = 0.9 on 1..4 → h = 3.7 → 3.7', () => {
    expect(percentile(xs, 0.9, 'excel-inc')).toBeCloseTo(3.7, 12);
  });
  it('us-482 decides "whole number" exactly, where floats would not (0.35 × 180 = 63)', () => {
    expect(Number.isInteger(0.35 * 180)).toBe(false); // the float trap this guards against
    const v = Array.from({ length: 180 }, (_, i) => i + 1);
    expect(percentile(v, 0.35, 'us-482')).toBe(63.5); // (x63 + x64) / 2
    expect(percentile(v, 0.55, 'us-482')).toBe(99.5); // k = 99 whole
    const w = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(w, 0.35, 'us-482')).toBe(7.5);
    expect(percentile(w, 0.36, 'us-482')).toBe(8); // k = 7.2 → x8
  });
  it('india-10ca defines no percentile below 6 values', () => {
    expect(percentile([1, 2, 3, 4, 5], 0.35, 'india-10ca')).toBeNull();
    expect(percentile([1, 2, 3, 4, 5, 6], 0.35, 'india-10ca')).toBe(3);
  });
  it.each([-0.01, 1.01, NaN])('rejects p = %s', (p) => {
    expect(() => percentile(xs, p, 'us-482')).toThrow(/between 0 and 1/);
  });
  it('toRational reads the shortest decimal spelling, including exponents', () => {
    expect(toRational(0.35)).toEqual({ num: 35n, den: 100n });
    expect(toRational(1e-7)).toEqual({ num: 1n, den: 10000000n });
    expect(toRational(1)).toEqual({ num: 1n, den: 1n });
  });
});
