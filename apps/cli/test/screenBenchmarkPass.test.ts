import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenFolder, screenIn } from './helpers.ts';

// Nine wholesalers and nine metal makers the criteria decide clearly, and a bearing stockist that
// says what it does only in its trade's words: zero-shot it reads as a fastener maker.
const goods = ['fasteners, bearings and power transmission parts', 'bearings, fasteners and seals', 'bearings, belts and fasteners', 'hydraulic hoses, fittings and seals', 'cutting tools, abrasives and fasteners', 'pumps, valves and bearings', 'safety supplies, gloves and fasteners', 'electrical connectors, cable ties and fasteners', 'chains, sprockets and bearings'];
const made = ['steel beams, rebar and coils', 'flat-rolled steel and steel pipes', 'steel plates, rebar and wire rod', 'aluminium extrusions and sheet', 'cast iron pipe fittings and manhole covers', 'copper wire and cable', 'steel tubing and structural sections', 'forged steel flanges and shafts', 'galvanized steel sheet and coils'];
const { dir, criteriaFile, companiesFile } = screenFolder('quartile-pass-', [
  'Company name,Trade description',
  ...goods.map((g, i) => `Westbay Supply ${i + 1},"Westbay Supply ${i + 1} is a wholesale distributor of ${g} bought from third-party suppliers and resold to industrial customers."`),
  ...made.map((m, i) => `Ironbridge Metals ${i + 1},"Ironbridge Metals ${i + 1} manufactures ${m} in its own mills and plants for construction customers."`),
  'Tidewater Bearings,"Tidewater Bearings is a stockist of bearings, fasteners, belts and seals from leading brands for maintenance departments and industrial customers."',
]);

const screen = screenIn({ dir, criteriaFile, companiesFile });

describe('quartile screen --benchmark-pass', () => {
  it('re-decides the rows the criteria misread by the rows the analysis decided most clearly, and says so', async () => {
    const expected = [...goods.map(() => 'accept'), ...made.map(() => 'reject')];
    const zeroShot = await screen();
    expect(zeroShot.lines().map((l) => l.decision)).toEqual([...expected, 'reject']);
    expect(zeroShot.lines()[18]?.learned).toBeUndefined();

    const r = await screen('--benchmark-pass');
    expect(r.status).toBe(0);
    const lines = r.lines();
    expect(lines.map((l) => l.decision)).toEqual([...expected, 'accept']);
    // The clearest rows are the examples, written as zero-shot.
    expect(lines.slice(0, 18).filter((l) => l.learned === undefined).length).toBeGreaterThanOrEqual(6);
    const learned = lines[18]?.learned as { basis: string; effect: string; zero_shot: { decision: string }; neighbours: { row: number; decision: string }[] };
    expect(learned).toMatchObject({ basis: 'analysis', effect: 'changed', zero_shot: { decision: 'reject' } });
    expect(learned.neighbours[0]).toMatchObject({ decision: 'accept' });
    expect(learned.neighbours[0]?.row).toBeLessThanOrEqual(9);
    expect(lines[18]?.reasoning).toMatch(/^Compared with the \d+ companies of this list the analysis decided most clearly \(\d+ accepted, \d+ rejected\)/);
    expect((lines[18]?.citations as { quote: string }[])[0]?.quote).toContain('Tidewater Bearings is a stockist of bearings');
    expect(r.io.errLines.join('\n')).toMatch(/benchmark pass: \d+ decisions changed, \d+ confirmed/);
  });

  it('refuses --benchmark-pass with --decisions before any work (exit 2)', async () => {
    const r = await screen('--benchmark-pass', '--decisions', join(dir, 'none.jsonl'));
    expect(r.status).toBe(2);
    expect(r.io.errLines.join('\n')).toMatch(/--benchmark-pass and --decisions cannot be combined/);
  });
});
