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

  it('asks fresh companies of round 14 only: a task of it leaves out rounds 1-13 and the tasks before it in round 14; earlier tasks nothing', () => {
    const earlier = GENERALIZATION_TASKS.filter((e) => !e.id.startsWith('gen14-'));
    const round14 = GENERALIZATION_TASKS.filter((t) => t.id.startsWith('gen14-'));
    expect(round14).toHaveLength(16);
    round14.forEach((t, i) => expect(tasksBefore(t)).toEqual([...earlier, ...round14.slice(0, i)]));
    for (const t of earlier) expect(tasksBefore(t)).toEqual([]);
  });
});
