import { describe, expect, it } from 'vitest';
import { benchmarkPass, createLocalProvider, descriptionSource, findQuote, verifyCitations, type PassItem } from '../src/index.ts';

const local = createLocalProvider();
const criteria = { accept: ['wholesale distribution of goods bought from third-party suppliers'], reject: ['manufacturing of products in its own plants or factories'] };

async function item(id: string, name: string, text: string): Promise<PassItem> {
  const sources = [descriptionSource(text, { id: `description:${id}` })];
  return { id, name, sources, result: verifyCitations(await local.analyze({ company: { name }, sources, criteria }), sources) };
}

// A list as an Orbis export gives it: clear wholesalers and makers, and one company that says what
// it does only in its trade's words ("stockist", brands it carries).
const list = [
  ['w1', 'Westbay Supply', 'Westbay Supply is a wholesale distributor of fasteners, bearings and power transmission parts bought from third-party suppliers and resold to industrial customers.'],
  ['w2', 'Harbor Trade', 'Harbor Trade is a wholesale distributor of bearings, fasteners and seals, buying from third-party suppliers and reselling to maintenance departments.'],
  ['w3', 'Granite Industrial Supply', 'Granite Industrial Supply is a wholesale distributor of bearings, belts and fasteners bought from third-party suppliers for industrial customers.'],
  ['m1', 'Ironbridge Steel', 'Ironbridge Steel manufactures steel beams, rebar and coils in its own mills and plants for construction customers.'],
  ['m2', 'Keystone Mills', 'Keystone Mills manufactures flat-rolled steel and steel pipes in its own plants for automotive and energy customers.'],
  ['m3', 'Northforge Metals', 'Northforge Metals manufactures steel plates, rebar and wire rod in its own steel mills and factories.'],
  ['u1', 'Tidewater Bearings', 'Tidewater Bearings is a stockist of bearings, fasteners, belts and seals from leading brands for maintenance departments and industrial customers.'],
] as const;

describe('the benchmark pass: the analysis learns from its own confident decisions on the list', () => {
  it('re-decides a company the criteria leave open by the confidently decided companies it reads like, and says so', async () => {
    const items = await Promise.all(list.map(([id, n, t]) => item(id, n, t)));
    const open = items.at(-1) as PassItem;
    expect(open.result.decision === 'refrain' || open.result.confidence < 0.85).toBe(true);
    const passed = benchmarkPass(items, criteria);
    // The confident results are the examples: kept as they are.
    items.slice(0, 6).forEach((x, i) => expect(passed[i]).toBe(x.result));
    const r = passed.at(-1);
    expect(r?.decision).toBe('accept');
    expect(r?.learned?.basis).toBe('analysis');
    expect(r?.learned?.examples).toBe(6);
    expect(r?.learned?.neighbours.filter((n) => n.decision === 'accept').every((n) => n.id.startsWith('w'))).toBe(true);
    // No person decided anything: the reasoning says whose decisions these were.
    expect(r?.reasoning).toMatch(/^Compared with the 6 companies of this list the analysis decided with confidence 0\.85 or more \(3 accepted, 3 rejected\): it reads most like (Westbay Supply|Harbor Trade|Granite Industrial Supply) \(accepted/);
    expect(r?.reasoning).not.toContain('Learned from');
    // Its first citation is its own sentence, verbatim.
    const source = open.sources[0];
    expect(r?.citations.length).toBeGreaterThan(0);
    for (const c of r?.citations ?? []) expect(source && findQuote(source, c.quote)).toBeGreaterThanOrEqual(0);
  });

  it('changes nothing while a side has fewer than three confident decisions', async () => {
    const items = await Promise.all([list[0], list[1], list[3], list[4], list[5], list[6]].map(([id, n, t]) => item(id, n, t)));
    const passed = benchmarkPass(items, criteria);
    items.forEach((x, i) => expect(passed[i]).toBe(x.result));
  });
});
