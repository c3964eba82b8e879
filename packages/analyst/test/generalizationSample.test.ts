import { describe, expect, it } from 'vitest';
import { generalizationSampler, normalizedName, sampledNames, sampleTask } from '../src/quality/generalizationSample.ts';
import { GENERALIZATION_TASKS, tasksBefore } from '../src/quality/generalizationTasks.ts';
import type { GeneralizationSide, GeneralizationTask } from '../src/quality/generalizationTypes.ts';

const criteria = { accept: ['machining'], reject: ['distribution'] };
const task = (id: string, accept: GeneralizationSide = { naics: ['3327'], activity: 'Manufacturer' }, reject: GeneralizationSide = { naics: ['4172'], activity: 'Trading House' }): GeneralizationTask => ({ id, title: id, dataset: 'ccc', accept, reject, criteria, paraphrases: [] });
const text = 'A synthetic company profile of more than forty characters, for this test only.';
// Synthetic rows, never the shared data: 30 machine shops and 30 machinery wholesalers, half of each in one narrower code.
const rows = [
  ...Array.from({ length: 30 }, (_, i) => ({ name: `Shop ${i} Ltd.`, description: text, naics_canada: i % 2 ? '332720' : '332710', primary_business_activity: 'Manufacturer / Processor' })),
  ...Array.from({ length: 30 }, (_, i) => ({ name: `Supply ${i} Inc.`, description: text, naics_canada: i % 2 ? '417220' : '417230', primary_business_activity: 'Trading House / Wholesaler / Agent and Distributor' })),
];

describe('generalization samples: fresh companies for a fresh round', () => {
  it('never samples a name in the excluded set, and samples the rest as before', () => {
    const all = sampleTask(task('t'), rows);
    expect(all).toHaveLength(60);
    const exclude = new Set(['shop 3', 'shop 7', 'supply 0', 'supply 29']);
    const fresh = sampleTask(task('t'), rows, exclude);
    expect(fresh).toHaveLength(56);
    expect(fresh.filter((c) => exclude.has(normalizedName(c.name)))).toEqual([]);
    expect(sampledNames(fresh)).toEqual(new Set([...sampledNames(all)].filter((n) => !exclude.has(n))));
  });

  it("leaves out every company an earlier round's task sampled, on both sides; a task with no earlier round samples all", () => {
    const earlier = task('earlier', { naics: ['33271'] }, { naics: ['41723'] });
    const later = task('later');
    const sample = generalizationSampler(() => rows, (t) => (t.id === 'later' ? [earlier] : []));
    const taken = sampledNames(sample(earlier));
    expect(taken.size).toBe(30);
    const fresh = sample(later);
    expect(fresh.map((c) => c.label.split(' ')[0]).sort()).toEqual([...Array(15).fill('332720'), ...Array(15).fill('417220')]);
    expect(fresh.filter((c) => taken.has(normalizedName(c.name)))).toEqual([]);
    expect(generalizationSampler(() => rows, () => [])(later)).toHaveLength(60);
  });

  it('asks fresh companies from round 14 on: a task of round 14 leaves out rounds 1-13 and the tasks before it in round 14; a task of round 15 leaves out rounds 1-14 and the tasks before it in round 15; earlier tasks nothing', () => {
    const round14 = GENERALIZATION_TASKS.filter((t) => t.id.startsWith('gen14-'));
    const round15 = GENERALIZATION_TASKS.filter((t) => t.id.startsWith('gen15-'));
    const earlier = GENERALIZATION_TASKS.filter((e) => !round14.includes(e) && !round15.includes(e));
    expect(round14).toHaveLength(16);
    expect(round15).toHaveLength(16);
    expect(GENERALIZATION_TASKS.slice(-16)).toEqual(round15);
    round14.forEach((t, i) => expect(tasksBefore(t)).toEqual([...earlier, ...round14.slice(0, i)]));
    round15.forEach((t, i) => expect(tasksBefore(t)).toEqual([...earlier, ...round14, ...round15.slice(0, i)]));
    for (const t of earlier) expect(tasksBefore(t)).toEqual([]);
  });

  it('a round-15 task leaves out what rounds 1-13, round 14 (itself sampled fresh) and the round-15 tasks before it sampled', () => {
    // Synthetic rows: 45 machine shops and 45 machinery wholesalers, a third of each in each of three codes.
    const shopCodes = ['332710', '332720', '332730'];
    const supplyCodes = ['417210', '417220', '417230'];
    const rows3 = [
      ...Array.from({ length: 45 }, (_, i) => ({ name: `Works ${i} Ltd.`, description: text, naics_canada: shopCodes[i % 3], primary_business_activity: 'Manufacturer / Processor' })),
      ...Array.from({ length: 45 }, (_, i) => ({ name: `Trading ${i} Inc.`, description: text, naics_canada: supplyCodes[i % 3], primary_business_activity: 'Trading House / Wholesaler / Agent and Distributor' })),
    ];
    const r13 = task('r13', { naics: ['33271'] }, { naics: ['41721'] });
    const r14 = task('r14', { naics: ['33271', '33272'] }, { naics: ['41721', '41722'] });
    const r15a = task('r15a');
    const r15b = task('r15b');
    const before: Record<string, GeneralizationTask[]> = { r13: [], r14: [r13], r15a: [r13, r14], r15b: [r13, r14, r15a] };
    const sample = generalizationSampler(() => rows3, (t) => before[t.id] ?? []);
    const fresh15 = sample(r15a);
    expect(fresh15.map((c) => c.label.split(' ')[0]).sort()).toEqual([...Array(15).fill('332730'), ...Array(15).fill('417230')]);
    expect(sample(r14).map((c) => c.label.split(' ')[0]).sort()).toEqual([...Array(15).fill('332720'), ...Array(15).fill('417220')]);
    const taken = new Set([...sampledNames(sample(r13)), ...sampledNames(sample(r14))]);
    expect(fresh15.filter((c) => taken.has(normalizedName(c.name)))).toEqual([]);
    expect(sample(r15b)).toEqual([]);
  });
});
