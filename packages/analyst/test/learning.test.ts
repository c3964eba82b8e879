import { describe, expect, it } from 'vitest';
import {
  analyzeCompany,
  applyDecisionModel,
  buildDecisionModel,
  createLocalProvider,
  databaseActivityCodes,
  decideWithModel,
  descriptionSource,
  drawIndexes,
  findQuote,
  queryFor,
  scoreAfterDecisions,
  seededRandom,
  verifyCitations,
  type AnalysisResult,
  type DecidedExample,
  type Source,
} from '../src/index.ts';

const local = createLocalProvider();
const criteria = { accept: ['wholesale distribution of goods bought from third-party suppliers'], reject: ['manufacturing of products in its own plants or factories'] };

interface Company {
  readonly id: string;
  readonly name: string;
  readonly sources: readonly Source[];
  readonly analysis: AnalysisResult;
}

async function company(id: string, name: string, text: string): Promise<Company> {
  const sources = [descriptionSource(text, { id: `description:${id}` })];
  const analysis = verifyCitations(await local.analyze({ company: { name }, sources, criteria }), sources);
  return { id, name, sources, analysis };
}

const decided = (c: Company, decision: 'accept' | 'reject'): DecidedExample => ({ id: c.id, name: c.name, sources: c.sources, analysis: c.analysis, decision });

// Dental suppliers that make their consumables in their own plants: the criteria read them as
// manufacturers (reject), but this reviewer accepts them. Steel mills are rejected as the analysis says.
const dental = [
  ['d1', 'Alba Dental', 'Alba Dental manufactures dental consumables, orthodontic aligners and implants in its own plants and sells them to dental practices and laboratories.'],
  ['d2', 'Brightsmile Corp', 'Brightsmile Corp manufactures dental implants, orthodontic brackets and dental consumables in its own factories for dental practices.'],
  ['d3', 'Cusp Orthodontics', 'Cusp Orthodontics manufactures orthodontic aligners and dental consumables in its own plants and supplies dental laboratories.'],
  ['d4', 'Dentaform Inc', 'Dentaform Inc manufactures dental implants and dental consumables in its own factories and sells them to dental practices.'],
] as const;
const steel = [
  ['s1', 'Ironbridge Steel', 'Ironbridge Steel manufactures steel beams, rebar and coils in its own mills and plants for construction customers.'],
  ['s2', 'Keystone Mills', 'Keystone Mills manufactures flat-rolled steel and steel pipes in its own plants for automotive and energy customers.'],
  ['s3', 'Northforge Metals', 'Northforge Metals manufactures steel plates, rebar and wire rod in its own steel mills and factories.'],
] as const;
const distributors = [
  ['w1', 'Westbay Supply', 'Westbay Supply is a wholesale distributor of fasteners, bearings and tools bought from third-party suppliers and resold to industrial customers.'],
  ['w2', 'Harbor Trade', 'Harbor Trade is a wholesale distributor of electrical components and tools, buying from third-party suppliers and reselling to contractors.'],
] as const;

async function benchmark() {
  const examples = [
    ...(await Promise.all(dental.map(([id, n, t]) => company(id, n, t)))).map((c) => decided(c, 'accept')),
    ...(await Promise.all(steel.map(([id, n, t]) => company(id, n, t)))).map((c) => decided(c, 'reject')),
    ...(await Promise.all(distributors.map(([id, n, t]) => company(id, n, t)))).map((c) => decided(c, 'accept')),
  ];
  return { examples, model: buildDecisionModel(examples) };
}

describe('learning from the reviewer decisions', () => {
  it('flips a company like the ones the reviewer decided against the analysis, and cites them and its own sentence', async () => {
    const { examples, model } = await benchmark();
    const newDental = await company('d9', 'Evergreen Dental', 'Evergreen Dental manufactures dental implants, orthodontic aligners and dental consumables in its own plants for dental practices.');
    expect(newDental.analysis.decision).toBe('reject');
    const r = applyDecisionModel(newDental.analysis, { company: { name: newDental.name }, sources: newDental.sources, companyId: newDental.id }, model);
    expect(r.decision).toBe('accept');
    expect(r.learned?.effect).toBe('changed');
    expect(r.learned?.examples).toBe(examples.length);
    expect(r.learned?.zero_shot.decision).toBe('reject');
    const leaned = (r.learned?.neighbours ?? []).filter((n) => n.decision === 'accept');
    expect(leaned.length).toBeGreaterThan(0);
    expect(leaned.every((n) => dental.some(([id]) => id === n.id))).toBe(true);
    expect(r.reasoning).toMatch(/^Learned from 9 decisions \(6 accepted, 3 rejected\): it reads most like (Alba Dental|Brightsmile Corp|Cusp Orthodontics|Dentaform Inc) \(accepted/);
    expect(r.reasoning).toContain('from the criteria alone the analysis said reject');
    // The first citation is a verbatim sentence of this company, not of a neighbour.
    const first = r.citations[0];
    expect(first?.source_id).toBe('description:d9');
    expect(findQuote(newDental.sources[0] as Source, first?.quote ?? '')).toBeGreaterThanOrEqual(0);
    expect(verifyCitations(r, newDental.sources).decision).toBe('accept');
  });

  it('a re-run after more decisions decides the rest better', async () => {
    const { examples } = await benchmark();
    const c = await company('d9', 'Evergreen Dental', 'Evergreen Dental manufactures dental implants, orthodontic aligners and dental consumables in its own plants for dental practices.');
    const input = { company: { name: c.name }, sources: c.sources, companyId: c.id };
    const before = buildDecisionModel(examples.filter((e) => !e.id.startsWith('d')), { criteria });
    const after = buildDecisionModel(examples, { criteria });
    expect(applyDecisionModel(c.analysis, input, before).decision).toBe('reject');
    expect(applyDecisionModel(c.analysis, input, after).decision).toBe('accept');
  });

  it('keeps the analysis where the reviewer agreed with it, and says it confirmed it', async () => {
    const { model } = await benchmark();
    const mill = await company('s9', 'Southgate Steel', 'Southgate Steel manufactures steel coils, rebar and beams in its own mills and plants for construction customers.');
    const r = applyDecisionModel(mill.analysis, { company: { name: mill.name }, sources: mill.sources }, model);
    expect(mill.analysis.decision).toBe('reject');
    expect(r.decision).toBe('reject');
    expect(r.learned?.effect).toBe('confirmed');
    expect(r.reasoning).toContain('They confirm the analysis.');
    expect(r.learned?.neighbours[0]?.decision).toBe('reject');
  });

  it('cites the opening sentence of a company that shares no word with the decided ones', async () => {
    const { model } = await benchmark();
    const odd = await company('z1', 'Zeta Holdings', 'Zeta Holdings frobnicates quux widgets for Blorp. Zeta Holdings was founded in 1999.');
    const r = applyDecisionModel(odd.analysis, { company: { name: odd.name }, sources: odd.sources }, model);
    expect(r.learned).toBeDefined();
    expect(r.citations[0]).toMatchObject({ source_id: 'description:z1', quote: 'Zeta Holdings frobnicates quux widgets for Blorp.' });
    expect(r.reasoning).toContain('no sentence shares their words');
    // Nothing in common: no decided company is named as what it reads like at similarity 0.00.
    expect(r.reasoning).toContain('no decided company is close to it');
    expect(r.reasoning).not.toMatch(/0\.00\)/);
  });

  it('does not say the decisions confirm a company no decided one is close to: the criteria decide (trial of 2026-11-27)', async () => {
    const { model } = await benchmark();
    const odd = await company('z2', 'Zeta Holdings', 'Zeta Holdings frobnicates quux widgets for Blorp. Zeta Holdings was founded in 1999.');
    const r = applyDecisionModel(odd.analysis, { company: { name: odd.name }, sources: odd.sources }, model);
    expect(r.learned?.neighbours.every((n) => Number(n.similarity.toFixed(2)) === 0)).toBe(true);
    expect(r.learned?.effect).toBe('confirmed');
    expect(r.decision).toBe(odd.analysis.decision);
    expect(r.reasoning).toContain('no decided company is close to it');
    expect(r.reasoning).toContain('The decisions did not bear on it, so the criteria decide.');
    expect(r.reasoning).not.toContain('They confirm the analysis.');
  });

  it('never changes a company the reviewer decided', async () => {
    const { examples, model } = await benchmark();
    const d1 = examples[0] as DecidedExample;
    const analysis = d1.analysis as AnalysisResult;
    expect(applyDecisionModel(analysis, { company: { name: d1.name }, sources: d1.sources, companyId: d1.id }, model)).toBe(analysis);
  });

  it('is applied once: a result that already learned is returned as it is, and counts with its zero-shot decision as an example', async () => {
    const { examples, model } = await benchmark();
    const c = await company('d9', 'Evergreen Dental', 'Evergreen Dental manufactures dental implants, orthodontic aligners and dental consumables in its own plants for dental practices.');
    const once = applyDecisionModel(c.analysis, { company: { name: c.name }, sources: c.sources }, model);
    expect(once.decision).toBe('accept');
    expect(applyDecisionModel(once, { company: { name: c.name }, sources: c.sources }, model)).toBe(once);
    const more = buildDecisionModel([...examples, { id: c.id, name: c.name, sources: c.sources, analysis: once, decision: 'accept' }]);
    expect(more.agreement.reject.accept).toBe(model.agreement.reject.accept + 1);
  });

  it('an empty model changes nothing', async () => {
    const c = await company('x', 'Westbay Supply', distributors[0][2]);
    expect(applyDecisionModel(c.analysis, { company: { name: c.name }, sources: c.sources }, buildDecisionModel([]))).toBe(c.analysis);
  });

  it('with one contradicting decision the criteria still decide an unrelated company', async () => {
    const one = await company('d1', 'Alba Dental', dental[0][2]);
    const model = buildDecisionModel([decided(one, 'accept')]);
    const mill = await company('s9', 'Southgate Steel', 'Southgate Steel manufactures steel coils, rebar and beams in its own mills and plants for construction customers.');
    expect(applyDecisionModel(mill.analysis, { company: { name: mill.name }, sources: mill.sources }, model).decision).toBe('reject');
  });

  it('reads the criteria words as a third piece of evidence when the model has them', async () => {
    // Here the reviewer agrees with the criteria (the dental makers are left out): their words count.
    const { examples: all } = await benchmark();
    const examples = all.filter((e) => !e.id.startsWith('d'));
    const withCriteria = buildDecisionModel(examples, { criteria });
    const without = buildDecisionModel(examples);
    const sources = [descriptionSource('Quillon Ltd handles wholesale distribution of goods bought from third-party suppliers.', { id: 'description:q' })];
    const refrained = { decision: 'refrain' as const, confidence: 0.3 };
    const a = decideWithModel(withCriteria, queryFor(withCriteria, sources, 'Quillon Ltd', null), refrained);
    const b = decideWithModel(without, queryFor(without, sources, 'Quillon Ltd', null), refrained);
    expect(a.logOdds).toBeGreaterThan(b.logOdds + 0.5);
    expect(a.decision).toBe('accept');
    // Where the reviewer accepts companies the criteria' words reject (the dental makers), the fit lowers their weight.
    expect(buildDecisionModel(all, { criteria }).weights.criteria).toBeLessThan(withCriteria.weights.criteria);
  });

  it('lets the words of the decided companies outweigh an analysis reading that points the other way', async () => {
    // The prior re-tuned on the guided tasks (ADR 0018) trusts the words more than the analysis'
    // reading: fitted on all of a task's companies, the words explain the reviewers' decisions
    // better than the reading of activity codes. Here the decided dental makers (accepted) and steel
    // mills (rejected) carry their own readings; a new company writes like the dental makers but was
    // read, wrongly, as a steel mill, and the analysis refrained on it.
    const { examples: all } = await benchmark();
    const examples = all.filter((e) => !e.id.startsWith('w'));
    const model = buildDecisionModel(examples);
    const steelReading = (examples.find((e) => e.id === 's1')?.analysis ?? null) as AnalysisResult;
    const dentalReading = (examples.find((e) => e.id === 'd1')?.analysis ?? null) as AnalysisResult;
    expect(steelReading.activities?.[0]?.code).not.toBe(dentalReading.activities?.[0]?.code);
    const sources = [descriptionSource('Opal Dental manufactures dental implants, orthodontic aligners and dental consumables for dental practices and laboratories.', { id: 'description:o' })];
    const refrained = { decision: 'refrain' as const, confidence: 0.3 };
    const misread = decideWithModel(model, queryFor(model, sources, 'Opal Dental', steelReading), refrained);
    const read = decideWithModel(model, queryFor(model, sources, 'Opal Dental', dentalReading), refrained);
    expect(misread.decision).toBe('accept');
    // The reading still counts, less: read rightly, the company is accepted with more confidence.
    expect(read.logOdds).toBeGreaterThan(misread.logOdds);
    // ... and a steel mill's words with a dental maker's reading stay a rejection.
    const mill = [descriptionSource('Granite Steel manufactures steel beams, rebar and wire rod in its own mills for construction customers.', { id: 'description:g' })];
    expect(decideWithModel(model, queryFor(model, mill, 'Granite Steel', dentalReading), refrained).decision).toBe('reject');
  });

  it('is deterministic', async () => {
    const a = await benchmark();
    const b = await benchmark();
    const c = await company('d9', 'Evergreen Dental', 'Evergreen Dental manufactures dental implants and dental consumables in its own plants.');
    const input = { company: { name: c.name }, sources: c.sources };
    expect(applyDecisionModel(c.analysis, input, a.model)).toEqual(applyDecisionModel(c.analysis, input, b.model));
    expect(a.model.weights).toEqual(b.model.weights);
  });

  it('keeps the cap of a decision that rests on the database field alone (ADR 0031), whatever the decisions', async () => {
    const { model } = await benchmark();
    // A wholesaler known only by its US SIC code: the analysis decides from the field at most at 0.6.
    const codes = databaseActivityCodes({ sic_code: '5084' }, { sic_code: 'US SIC' });
    const plain = await analyzeCompany({ company: { name: 'Kestrel A/S', activity_codes: codes }, criteria, provider: local });
    expect(plain.result.decision).toBe('accept');
    expect(plain.result.confidence).toBeLessThanOrEqual(0.6);
    const learned = await analyzeCompany({ company: { name: 'Kestrel A/S', activity_codes: codes }, criteria, provider: local, learning: { model } });
    expect(learned.result.learned).toBeDefined();
    expect(learned.result.confidence).toBeLessThanOrEqual(0.6);
  });

  it('analyzeCompany applies the model after any provider and verifies its citations', async () => {
    const { model } = await benchmark();
    const description = 'Evergreen Dental manufactures dental implants, orthodontic aligners and dental consumables in its own plants for dental practices.';
    const plain = await analyzeCompany({ company: { name: 'Evergreen Dental', database_description: description }, criteria, provider: local });
    const learned = await analyzeCompany({ company: { name: 'Evergreen Dental', database_description: description }, criteria, provider: local, learning: { model } });
    expect(plain.result.decision).toBe('reject');
    expect(plain.result.learned).toBeUndefined();
    expect(learned.result.decision).toBe('accept');
    expect(learned.result.learned?.effect).toBe('changed');
    expect(learned.result.verification.kept).toBe(learned.result.citations.length);
    expect(learned.zeroShot?.decision).toBe('reject');
    expect(learned.zeroShot?.learned).toBeUndefined();
    expect(plain.zeroShot).toBeUndefined();
    expect(learned.result.citations.length).toBeGreaterThan(0);
  });
});

describe('scoring after k decisions', () => {
  it('draws k distinct companies with a fixed seed', () => {
    const a = drawIndexes(30, 10, seededRandom(17));
    expect(new Set(a).size).toBe(10);
    expect(a.every((i) => i >= 0 && i < 30)).toBe(true);
    expect(drawIndexes(30, 10, seededRandom(17))).toEqual(a);
    expect(drawIndexes(30, 10, seededRandom(18))).not.toEqual(a);
  });

  it('scores zero-shot and after k decisions, and skips a k that leaves too few companies', async () => {
    const rows = [...dental, ...steel, ...distributors];
    const truth = (id: string): 'accept' | 'reject' => (id.startsWith('s') ? 'reject' : 'accept');
    const companies = rows.map(([id, name, text]) => ({ id, name, sources: [descriptionSource(text, { id: `description:${id}` })], truth: truth(id) }));
    const report = await scoreAfterDecisions(companies, criteria, local, { ks: [3, 20], draws: 3 });
    // Zero-shot the dental makers are rejected: balanced accuracy (2/6 + 3/3) / 2.
    expect(report.zero_shot.balanced_accuracy).toBeCloseTo((2 / 6 + 1) / 2, 3);
    expect(report.zero_shot.verbatim_rate).toBe(1);
    const k3 = report.after[0];
    expect(k3 && 'learned' in k3 ? k3.scored : null).toBe(6);
    expect(report.after[1]).toEqual({ k: 20, skipped: '9 companies: fewer than 5 would remain after 20 decisions' });
  });
});
