import { describe, expect, it } from 'vitest';
import { benchmarkPass, createLocalProvider, PASS_ROUNDS, passExamples, passRound, resultAfter, type AnalysisResult, type PassRound, descriptionSource, findQuote, verifyCitations, type PassItem } from '../src/index.ts';

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

  it('gives the same results when streamed a company at a time as the server does (passExamples, passRound, resultAfter)', async () => {
    // Two extra companies of each side make the second round's examples differ from the first's.
    const extra = [
      ['w10', 'Harbor Parts Wholesale', 'Harbor Parts Wholesale distributes valves, fittings and bearings from third-party makers to plant maintenance teams.'],
      ['m10', 'Redstone Foundry', 'Redstone Foundry casts and machines iron and steel parts in its own foundry for pump makers.'],
    ] as const;
    const items = await Promise.all([...list, ...extra].map(([id, n, t]) => item(id, n, t)));
    const whole = benchmarkPass(items, criteria);
    const byId = new Map(items.map((x) => [x.id, x]));
    const rounds: PassRound[] = [];
    let current: AnalysisResult[] = items.map((x) => x.result);
    for (let r = 0; r < PASS_ROUNDS; r++) {
      const chosen = passExamples(items.map((x, i) => ({ id: x.id, decision: current[i]!.decision, confidence: current[i]!.confidence, open: true })));
      if (!chosen) break;
      const decisionOf = new Map(items.map((x, i) => [x.id, current[i]!.decision]));
      rounds.push(passRound(chosen.map((id) => ({ item: byId.get(id)!, decision: decisionOf.get(id) as 'accept' | 'reject' })), criteria));
      current = items.map((x) => resultAfter(rounds, x));
    }
    expect(rounds.length).toBe(PASS_ROUNDS);
    expect(current).toEqual(whole);
    expect(whole.some((r) => r.learned?.basis === 'analysis')).toBe(true);
  });
});
