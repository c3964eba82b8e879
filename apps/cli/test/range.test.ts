import { describe, expect, it } from 'vitest';
import { fixture, jsonLines, quartile } from './helpers.ts';

describe('quartile range', () => {
  it('TV1 with us-482 prints one JSON object with exactly the documented keys', () => {
    const r = quartile('range', '--method', 'us-482', '--values', '42,44,45,47.5');
    expect(r.status).toBe(0);
    const [out, ...rest] = jsonLines(r.stdout);
    expect(rest).toEqual([]);
    expect(Object.keys(out!)).toEqual(['method', 'count', 'min', 'max', 'mean', 'lower', 'median', 'upper', 'adjustmentPoint']);
    expect(out).toEqual({ method: 'us-482', count: 4, min: 42, max: 47.5, mean: 44.625, lower: 43, median: 44.5, upper: 46.25, adjustmentPoint: 44.5 });
  });
  it('TV1 with india-10ca prints nulls and the mean as adjustment point', () => {
    const out = jsonLines(quartile('range', '--method', 'india-10ca', '--values', '42,44,45,47.5').stdout)[0]!;
    expect(out).toMatchObject({ lower: null, median: null, upper: null, adjustmentPoint: 44.625 });
  });
  it('TV2 from a file (one number per line, comments and blank lines ignored)', () => {
    const r = quartile('range', '--method', 'excel-exc', '--file', fixture('values.txt'));
    expect(r.status).toBe(0);
    const out = jsonLines(r.stdout)[0]!;
    expect(out.count).toBe(10);
    expect(out.lower as number).toBeCloseTo(2.95, 10);
    expect(out.median as number).toBeCloseTo(4.7, 10);
    expect(out.upper as number).toBeCloseTo(6.7, 10);
  });
  it('accepts negative values with --values=', () => {
    const out = jsonLines(quartile('range', '--method=excel-inc', '--values=-0.05,0.02,-0.01,0.04').stdout)[0]!;
    expect(out.min).toBe(-0.05);
    expect(out.median as number).toBeCloseTo(0.005, 12);
  });
  it.each([
    [['range', '--values', '1,2'], /missing required option --method/],
    [['range', '--method', 'median', '--values', '1'], /--method must be one of us-482, india-10ca, excel-inc, excel-exc/],
    [['range', '--method', 'us-482'], /missing values/],
    [['range', '--method', 'us-482', '--values', '1,abc'], /item 2 is not a finite number: "abc"/],
    [['range', '--method', 'us-482', '--values', ','], /no values given/],
    [['range', '--method', 'us-482', '--file', '/nonexistent/values.txt'], /cannot read --file .*ENOENT/],
    [['range', '--method', 'us-482', '--values', '1', '--bogus'], /Unknown option '--bogus'/],
  ])('bad arguments %j exit 2 with a one-line reason', (args, reason) => {
    const r = quartile(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^quartile range: /);
    expect(r.stderr).toMatch(reason);
  });
});
