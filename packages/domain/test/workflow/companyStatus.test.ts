import { describe, expect, it } from 'vitest';
import { assertTransition, canTransition, COMPANY_STATUS, COMPANY_STATUSES, COMPANY_TRANSITIONS, WorkflowError } from '../../src/index.ts';

describe('company status machine (spec §4)', () => {
  it('lists every state of the spec with its label', () => {
    expect(Object.values(COMPANY_STATUS).sort()).toEqual(
      [
        'Ready for Analysis', 'Analysis in Progress', 'Data Collected - Awaiting Decision', 'Analysis Failed',
        'Decision Refrained', 'Accepted using Criteria', 'Rejected using Criteria', 'Accepted after Review',
        'Rejected after Review', 'Deleted', 'Excluded', 'Included', 'Not Analyzed', 'Pending',
        'Decision Conflict', 'Criteria Confirmation',
      ].sort(),
    );
  });
  it('every transition target is a known status', () => {
    for (const s of COMPANY_STATUSES) for (const t of COMPANY_TRANSITIONS[s]) expect(COMPANY_STATUSES).toContain(t);
  });
  it('every status except Deleted can be deleted; Deleted is terminal', () => {
    for (const s of COMPANY_STATUSES) if (s !== 'deleted') expect(canTransition(s, 'deleted')).toBe(true);
    expect(COMPANY_TRANSITIONS.deleted).toEqual([]);
  });
  it('a conflict can only be resolved by Accept or Reject (or by leaving)', () => {
    expect(canTransition('decisionConflict', 'acceptedAfterReview')).toBe(true);
    expect(canTransition('decisionConflict', 'decisionRefrained')).toBe(false);
    expect(canTransition('decisionConflict', 'analysisInProgress')).toBe(false);
  });
  it('criteria confirmation blocks a new run', () => {
    expect(canTransition('criteriaConfirmation', 'analysisInProgress')).toBe(false);
    expect(canTransition('criteriaConfirmation', 'pending')).toBe(false);
  });
  it('illegal transitions throw a readable WorkflowError', () => {
    expect(() => assertTransition('deleted', 'analysisInProgress')).toThrow(WorkflowError);
    expect(() => assertTransition('deleted', 'analysisInProgress')).toThrow(
      'A company that is "Deleted" cannot become "Analysis in Progress". Deleted companies cannot be changed.',
    );
    expect(() => assertTransition('notAnalyzed', 'acceptedAfterReview')).toThrow(/has to be analysed before a decision/);
    expect(() => assertTransition('nope' as 'deleted', 'pending')).toThrow(/Unknown company status "nope"/);
  });
});
