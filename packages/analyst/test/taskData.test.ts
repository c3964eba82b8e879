import { describe, expect, it } from 'vitest';
import { generalizationTaskList, screeningTasks } from '../src/quality/taskData.ts';

const criteria = { accept: ['distribution'], reject: ['manufacturing'] };
const screening = { id: 'a', title: 'A', acceptGics: ['Distributors'], rejectGics: ['Tobacco'], criteria, paraphrases: [criteria] };
const generalization = { id: 'g', title: 'G', dataset: 'ccc', accept: { naics: ['333'], activity: 'Manufacturer' }, reject: { naics: ['4171'] }, criteria, paraphrases: [] };

describe('quality task data', () => {
  it('reads well-formed tasks as they are written, a note included', () => {
    expect(screeningTasks([{ ...screening, note: 'why' }], 'test')).toEqual([{ ...screening, note: 'why' }]);
    expect(generalizationTaskList([generalization], 'test')).toEqual([generalization]);
  });

  it('refuses a malformed task instead of scoring another one', () => {
    expect(() => screeningTasks([{ ...screening, acceptGics: 'Distributors' }], 'test')).toThrow(/acceptGics/);
    expect(() => screeningTasks([{ ...screening, criteria: { accept: [''], reject: [] } }], 'test')).toThrow(/criteria\.accept\[0\]/);
    expect(() => screeningTasks([screening, screening], 'test')).toThrow(/task id a appears twice/);
    expect(() => generalizationTaskList([{ ...generalization, dataset: 'other' }], 'test')).toThrow(/unknown dataset other/);
    expect(() => generalizationTaskList([{ ...generalization, reject: { activity: 'Services' } }], 'test')).toThrow(/names naics, gics or sic/);
    expect(() => generalizationTaskList([{ ...generalization, accept: { naics: ['333'], nacis: ['1'] } }], 'test')).toThrow(/unknown key nacis/);
  });
});
