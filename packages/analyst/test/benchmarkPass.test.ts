import { describe, expect, it } from 'vitest';
import { benchmarkPass, createLocalProvider, PASS_ROUNDS, passRound, resultAfter, descriptionSource, findQuote, verifyCitations, type PassItem } from '../src/index.ts';

const local = createLocalProvider();
const criteria = { accept: ['wholesale distribution of goods bought from third-party suppliers'], reject: ['manufacturing of products in its own plants or factories'] };

async function item(id: string, name: string, text: string): Promise<PassItem> {
  const sources = [descriptionSource(text, { id: `description:${id}` })];
  return { id, name, sources, result: verifyCitations(await local.analyze({ company: { name }, sources, criteria }), sources) };
}

// A list as an Orbis export gives it: clear wholesalers and makers, and one company that says what
// it does only in its trade's words ("stockist", brands it carries). A third of each side's
// decisions are the examples, at least three: nine of each.
const goods = ['fasteners, bearings and power transmission parts', 'bearings, fasteners and seals', 'bearings, belts and fasteners', 'hydraulic hoses, fittings and seals', 'cutting tools, abrasives and fasteners', 'pumps, valves and bearings', 'safety supplies, gloves and fasteners', 'electrical connectors, cable ties and fasteners', 'chains, sprockets and bearings'];
const made = ['steel beams, rebar and coils', 'flat-rolled steel and steel pipes', 'steel plates, rebar and wire rod', 'aluminium extrusions and sheet', 'cast iron pipe fittings and manhole covers', 'copper wire and cable', 'steel tubing and structural sections', 'forged steel flanges and shafts', 'galvanized steel sheet and coils'];
const list = [
  ...goods.map((g, i) => [`w${i + 1}`, `Westbay Supply ${i + 1}`, `Westbay Supply ${i + 1} is a wholesale distributor of ${g} bought from third-party suppliers and resold to industrial customers.`] as const),
  ...made.map((m, i) => [`m${i + 1}`, `Ironbridge Metals ${i + 1}`, `Ironbridge Metals ${i + 1} manufactures ${m} in its own mills and plants for construction customers.`] as const),
  ['u1', 'Tidewater Bearings', 'Tidewater Bearings is a stockist of bearings, fasteners, belts and seals from leading brands for maintenance departments and industrial customers.'],
] as const;

describe('the benchmark pass: the analysis learns from its own clearest decisions on the list', () => {
  it('re-decides a company the criteria misread by the clearly decided companies it reads like, and says so', async () => {
    const items = await Promise.all(list.map(([id, n, t]) => item(id, n, t)));
    const open = items.at(-1) as PassItem;
    // Zero-shot, the stockist reads as a fastener maker.
    expect(open.result.decision).toBe('reject');
    expect(items.slice(0, 9).every((x) => x.result.decision === 'accept') && items.slice(9, 18).every((x) => x.result.decision === 'reject')).toBe(true);
    const passed = benchmarkPass(items, criteria);
    const r = passed.at(-1);
    expect(r?.decision).toBe('accept');
    expect(r?.learned?.basis).toBe('analysis');
    expect(r?.learned?.zero_shot.decision).toBe('reject');
    expect(r?.learned?.neighbours.filter((n) => n.decision === 'accept').every((n) => n.id.startsWith('w'))).toBe(true);
    // The examples keep their results: the clear wholesalers and makers are not re-decided.
    expect(passed.slice(0, 18).map((x) => x.decision)).toEqual(items.slice(0, 18).map((x) => x.result.decision));
    expect(passed.slice(0, 18).filter((x) => x.learned === undefined).length).toBeGreaterThanOrEqual(6);
    // No person decided anything: the reasoning says whose decisions these were.
    expect(r?.reasoning).toMatch(/^Compared with the \d+ companies of this list the analysis decided most clearly \(\d+ accepted, \d+ rejected\): it reads most like Westbay Supply \d \(accepted/);
    expect(r?.reasoning).not.toContain('Learned from');
    // Its first citation is its own sentence, verbatim.
    const source = open.sources[0];
    expect(r?.citations.length).toBeGreaterThan(0);
    for (const c of r?.citations ?? []) expect(source && findQuote(source, c.quote)).toBeGreaterThanOrEqual(0);
  });

  it('changes nothing while a third of a side is fewer than three decisions', async () => {
    const items = await Promise.all([...list.slice(0, 6), ...list.slice(9)].map(([id, n, t]) => item(id, n, t)));
    const passed = benchmarkPass(items, criteria);
    items.forEach((x, i) => expect(passed[i]).toBe(x.result));
  });

  it('decides a company from its zero-shot result alone, by the last round that did not take it as an example (resultAfter)', async () => {
    const items = await Promise.all(list.map(([id, n, t]) => item(id, n, t)));
    const byId = new Map(items.map((x) => [x.id, x]));
    const side = (ids: readonly string[], decision: 'accept' | 'reject') => ids.map((id) => ({ item: byId.get(id)!, decision }));
    const first = passRound([...side(['w1', 'w2', 'w3'], 'accept'), ...side(['m1', 'm2', 'm3'], 'reject')], criteria);
    const second = passRound([...side(['w1', 'w4', 'w5'], 'accept'), ...side(['m1', 'm4', 'm5'], 'reject')], criteria);
    // An example of every round keeps its zero-shot result.
    expect(resultAfter([first, second], byId.get('w1')!)).toBe(byId.get('w1')!.result);
    // An example of the second round only keeps what the first round made of it.
    const w4 = resultAfter([first, second], byId.get('w4')!);
    expect(w4.learned?.examples).toBe(6);
    expect(w4.learned?.neighbours.every((n) => ['w1', 'w2', 'w3', 'm1', 'm2', 'm3'].includes(n.id))).toBe(true);
    // An example of the first round only is re-decided by the second.
    const w2 = resultAfter([first, second], byId.get('w2')!);
    expect(w2.learned?.neighbours.every((n) => ['w1', 'w4', 'w5', 'm1', 'm4', 'm5'].includes(n.id))).toBe(true);
    // Any other company: the last round's model, whatever the first made of it.
    const stockist = resultAfter([first, second], byId.get('u1')!);
    expect(stockist.learned?.basis).toBe('analysis');
    expect(stockist.learned?.neighbours.every((n) => ['w1', 'w4', 'w5', 'm1', 'm4', 'm5'].includes(n.id))).toBe(true);
    expect(resultAfter([], byId.get('u1')!)).toBe(byId.get('u1')!.result);
    // The in-memory pass is these steps, PASS_ROUNDS of them.
    expect(PASS_ROUNDS).toBe(2);
    expect(benchmarkPass(items, criteria).at(-1)?.learned?.basis).toBe('analysis');
  });
});
