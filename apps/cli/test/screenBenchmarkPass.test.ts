import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { jsonLines, testIO, screenFolder } from './helpers.ts';

// Three wholesalers and three steel makers the criteria decide clearly, and a bearing stockist that
// says what it does only in its trade's words: zero-shot it reads as a fastener maker.
const { dir, criteriaFile, companiesFile } = screenFolder('quartile-pass-', [
  'Company name,Trade description',
  'Westbay Supply,"Westbay Supply is a wholesale distributor of fasteners, bearings and power transmission parts bought from third-party suppliers and resold to industrial customers."',
  'Harbor Trade,"Harbor Trade is a wholesale distributor of bearings, fasteners and seals, buying from third-party suppliers and reselling to maintenance departments."',
  'Granite Industrial Supply,"Granite Industrial Supply is a wholesale distributor of bearings, belts and fasteners bought from third-party suppliers for industrial customers."',
  'Ironbridge Steel,"Ironbridge Steel manufactures steel beams, rebar and coils in its own mills and plants for construction customers."',
  'Keystone Mills,Keystone Mills manufactures flat-rolled steel and steel pipes in its own plants for automotive and energy customers.',
  'Northforge Metals,"Northforge Metals manufactures steel plates, rebar and wire rod in its own steel mills and factories."',
  'Tidewater Bearings,"Tidewater Bearings is a stockist of bearings, fasteners, belts and seals from leading brands for maintenance departments and industrial customers."',
]);

async function screen(...extra: string[]) {
  const io = testIO();
  const out = join(dir, `out-${Math.random().toString(36).slice(2)}.jsonl`);
  const status = await main(['screen', '--companies', companiesFile, '--criteria', criteriaFile, '--out', out, ...extra], io);
  return { status, io, out, lines: () => jsonLines(readFileSync(out, 'utf8')) };
}

describe('quartile screen --benchmark-pass', () => {
  it('re-decides the rows the criteria leave open by the rows the analysis decided confidently, and says so', async () => {
    const zeroShot = await screen();
    expect(zeroShot.lines().map((l) => l.decision)).toEqual(['accept', 'accept', 'accept', 'reject', 'reject', 'reject', 'reject']);
    expect(zeroShot.lines()[6]?.learned).toBeUndefined();

    const r = await screen('--benchmark-pass');
    expect(r.status).toBe(0);
    const lines = r.lines();
    expect(lines.map((l) => l.decision)).toEqual(['accept', 'accept', 'accept', 'reject', 'reject', 'reject', 'accept']);
    // The confident rows are the examples, written as zero-shot.
    expect(lines.slice(0, 6).every((l) => l.learned === undefined)).toBe(true);
    const learned = lines[6]?.learned as { basis: string; examples: number; effect: string; zero_shot: { decision: string }; neighbours: { row: number; decision: string }[] };
    expect(learned).toMatchObject({ basis: 'analysis', examples: 6, effect: 'changed', zero_shot: { decision: 'reject' } });
    expect([1, 2, 3]).toContain(learned.neighbours[0]?.row);
    expect(lines[6]?.reasoning).toMatch(/^Compared with the 6 companies of this list the analysis decided with confidence 0\.85 or more \(3 accepted, 3 rejected\)/);
    expect((lines[6]?.citations as { quote: string }[])[0]?.quote).toContain('Tidewater Bearings is a stockist of bearings');
    expect(r.io.errLines.join('\n')).toMatch(/benchmark pass over 6 confident decisions: 1 decisions changed, 0 confirmed/);
  });

  it('refuses --benchmark-pass with --decisions before any work (exit 2)', async () => {
    const r = await screen('--benchmark-pass', '--decisions', join(dir, 'none.jsonl'));
    expect(r.status).toBe(2);
    expect(r.io.errLines.join('\n')).toMatch(/--benchmark-pass and --decisions cannot be combined/);
  });
});
