import { describe, expect, it } from 'vitest';
import { jsonLines, quartile } from './helpers.ts';

const comparable = JSON.stringify({ sales: 127.546, cogs: 77.85, opex: 40, receivables: 30.9085, inventory: 35.2505, payables: 21.722 });
const tested = JSON.stringify({ sales: 1000, cogs: 600, opex: 300, receivables: 78, inventory: 240, payables: 187 });

describe('quartile wca', () => {
  it('IRS vector: RA −1.096789, adjusted sales 126.449211', () => {
    const r = quartile('wca', '--method', 'irs', '--rate', '0.053', '--base', 'sales', '--tested', tested, '--comparable', comparable);
    expect(r.status).toBe(0);
    const out = jsonLines(r.stdout)[0]!;
    expect(out.receivables_adjustment as number).toBeCloseTo(-1.096789, 6);
    expect(out.adjusted_sales as number).toBeCloseTo(126.449211, 6);
    expect(out.unadjusted_pli as number).toBeCloseTo((127.546 - 77.85 - 40) / 127.546, 12);
    expect((out.adjusted_pli as number) - (out.unadjusted_pli as number)).toBeCloseTo(out.adjustment as number, 12);
  });
  it('simplified, decimal ratios', () => {
    const t = JSON.stringify({ sales: 1000, cogs: 700, opex: 240, receivables: 200, inventory: 100, payables: 100 });
    const c = JSON.stringify({ sales: 500, cogs: 350, opex: 120, receivables: 50, inventory: 50, payables: 50 });
    const out = jsonLines(quartile('wca', '--method', 'simplified', '--rate', '0.05', '--base', 'sales', '--tested', t, '--comparable', c).stdout)[0]!;
    expect(Object.keys(out).slice(0, 6)).toEqual(['method', 'base', 'rate', 'unadjusted_pli', 'adjustment', 'adjusted_pli']);
    expect(out.unadjusted_pli as number).toBeCloseTo(0.06, 12);
    expect(out.adjustment as number).toBeCloseTo(0.005, 12);
    expect(out.adjusted_pli as number).toBeCloseTo(0.065, 12);
  });
  it.each([
    [['--method', 'oecd', '--rate', '0.05', '--tested', tested, '--comparable', comparable], /--method must be one of simplified, irs/],
    [['--method', 'irs', '--rate', 'five', '--tested', tested, '--comparable', comparable], /--rate is not a finite number/],
    [['--method', 'irs', '--rate', '0.05', '--tested', '{bad', '--comparable', comparable], /--tested is not valid JSON/],
    [['--method', 'irs', '--rate', '0.05', '--tested', '{"sales":1}', '--comparable', comparable], /--tested is missing "cogs"/],
    [['--method', 'irs', '--rate', '0.05', '--tested', tested], /missing required option --comparable/],
    [['--method', 'irs', '--rate', '0.05', '--base', 'assets', '--tested', tested, '--comparable', comparable], /--base must be one of sales, costs/],
    [['--method', 'simplified', '--rate', '0.05', '--tested', tested, '--comparable', JSON.stringify({ ...JSON.parse(comparable), sales: 0 })], /sales is zero/],
  ])('bad arguments %j exit 2 with a one-line reason', (args, reason) => {
    const r = quartile('wca', ...args);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(reason);
  });
});
