// The reviewer's decisions may re-decide only a company nobody decided (ADR 0023).
import { describe, expect, it } from 'vitest';
import { learnDecision, newCompany, type CompanyWorkflow } from '../../src/index.ts';

const analysed = (patch: Partial<CompanyWorkflow> = {}): CompanyWorkflow => ({ ...newCompany('c1', 'acceptedUsingCriteria'), automated: 'accept', ...patch });

describe('learnDecision', () => {
  it('moves an undecided company to the learned decision', () => {
    expect(learnDecision(analysed(), 'reject')).toMatchObject({ status: 'rejectedUsingCriteria', automated: 'reject' });
    expect(learnDecision(analysed(), 'refrain')).toMatchObject({ status: 'decisionRefrained', automated: null });
    expect(learnDecision(analysed({ status: 'decisionRefrained', automated: null }), 'accept')).toMatchObject({ status: 'acceptedUsingCriteria', automated: 'accept' });
  });

  it('never changes a company a person decided, or one with a conflict, a pending change, outdated criteria or no finished analysis', () => {
    expect(learnDecision(analysed({ human: 'accept', status: 'acceptedAfterReview' }), 'reject')).toBeNull();
    expect(learnDecision(analysed({ human: 'refrain', status: 'decisionRefrained' }), 'reject')).toBeNull();
    expect(learnDecision(analysed({ conflict: true }), 'reject')).toBeNull();
    expect(learnDecision(analysed({ pendingChange: { from: 'accept', to: 'reject', change: 'accept-to-reject' } }), 'reject')).toBeNull();
    expect(learnDecision(analysed({ outdated: true }), 'reject')).toBeNull();
    expect(learnDecision(analysed({ status: 'analysisInProgress' }), 'reject')).toBeNull();
    expect(learnDecision(analysed({ status: 'criteriaConfirmation' }), 'reject')).toBeNull();
  });
});
