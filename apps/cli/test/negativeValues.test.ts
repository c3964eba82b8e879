// Options that take numbers accept a leading negative number (losses are common), both as
// `--values -0.43,2.72` and `--values=-0.43,2.72`; run through main() in-process.
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { testIO } from './helpers.ts';

async function run(...argv: string[]) {
  const io = testIO();
  const status = await main(argv, io);
  return { status, out: io.outLines.map((l) => JSON.parse(l) as Record<string, unknown>), err: io.errLines };
}

const PARTY = JSON.stringify({ sales: 100, cogs: 50, opex: 30, receivables: 10, inventory: 5, payables: 3 });

describe('negative numbers as option values', () => {
  it.each([[['--values', '-0.43,2.72']], [['--values=-0.43,2.72']]])('quartile range --method us-482 %j', async (values) => {
    const r = await run('range', '--method', 'us-482', ...values);
    expect(r.err).toEqual([]);
    expect(r.status).toBe(0);
    expect(r.out[0]).toMatchObject({ count: 2, min: -0.43, max: 2.72 });
  });

  it('reads negative values after a short option and before other options', async () => {
    const r = await run('range', '--values', '-1,-0.5,.25', '-m', 'excel-inc');
    expect(r.status).toBe(0);
    expect(r.out[0]).toMatchObject({ count: 3, min: -1, max: 0.25 });
  });

  it('reads a negative --rate for the working-capital adjustment', async () => {
    const r = await run('wca', '--method', 'simplified', '-r', '-0.01', '--tested', PARTY, '--comparable', PARTY);
    expect(r.err).toEqual([]);
    expect(r.out[0]).toMatchObject({ rate: -0.01 });
  });

  it('gives a negative --concurrency to its own check, not a parser error', async () => {
    const r = await run('screen', '--companies', 'c.csv', '--criteria', 'k.json', '--out', 'o.jsonl', '--concurrency', '-3');
    expect(r.status).toBe(2);
    expect(r.err).toEqual(['quartile screen: --concurrency must be an integer between 1 and 256']);
  });

  it('still refuses an option where a value is missing', async () => {
    const r = await run('range', '--method', 'us-482', '--values', '--file', 'x.txt');
    expect(r.status).toBe(2);
    expect(r.err[0]).toMatch(/^quartile range: .*--values.*ambiguous/);
  });
});
