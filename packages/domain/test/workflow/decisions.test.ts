import { describe, expect, it } from 'vitest';
import {
  CHANGE_OF_DECISION_PAIRS,
  completeAnalysis,
  confirmChange,
  decide,
  decisionChange,
  editCompany,
  markOutdated,
  MESSAGES,
  newCompany,
  resolveDecisionStatus,
  revertChange,
  startAnalysis,
  type CompanyWorkflow,
  type Decision,
} from '../../src/index.ts';

const analysed = (automated: Decision | null): CompanyWorkflow => completeAnalysis(startAnalysis(newCompany('c1', 'readyForAnalysis')), automated);

describe('automated vs human decision (spec §3, §4)', () => {
  it('automated decision alone → "using Criteria"; no decision → awaiting decision', () => {
    expect(analysed('accept').status).toBe('acceptedUsingCriteria');
    expect(analysed('reject').status).toBe('rejectedUsingCriteria');
    expect(analysed(null).status).toBe('dataCollected');
  });
  it('a human decision wins and is "after Review"; refrain is Decision Refrained', () => {
    expect(decide(analysed('accept'), 'reject').status).toBe('rejectedAfterReview');
    expect(decide(analysed('reject'), 'accept').status).toBe('acceptedAfterReview');
    expect(decide(analysed(null), 'refrain').status).toBe('decisionRefrained');
  });
  it('a human cannot decide before the analysis', () => {
    expect(() => decide(newCompany('c9'), 'accept')).toThrow(/only an analysed company can be accepted or rejected/);
  });
  it('re-analysis that disagrees with the human decision → Decision Conflict; Accept/Reject required', () => {
    const humanAccepted = decide(analysed('accept'), 'accept');
    const edited = editCompany(humanAccepted); // analysis deleted, human decision kept
    const conflicted = completeAnalysis(startAnalysis(edited), 'reject');
    expect(conflicted.status).toBe('decisionConflict');
    expect(conflicted.conflict).toBe(true);
    expect(() => decide(conflicted, 'refrain')).toThrow(MESSAGES.conflictNeedsAcceptOrReject);
    expect(decide(conflicted, 'reject')).toMatchObject({ status: 'rejectedAfterReview', conflict: false });
  });
  it('re-analysis that agrees keeps "after Review"', () => {
    const c = completeAnalysis(startAnalysis(editCompany(decide(analysed('reject'), 'reject'))), 'reject');
    expect(c.status).toBe('rejectedAfterReview');
  });
  it('resolveDecisionStatus: conflict first, then human, then automated', () => {
    expect(resolveDecisionStatus({ automated: 'accept', human: 'reject', conflict: true })).toBe('decisionConflict');
    expect(resolveDecisionStatus({ automated: 'accept', human: 'reject', conflict: false })).toBe('rejectedAfterReview');
  });
});

describe('change-of-decision pairs and criteria confirmation', () => {
  it('exactly the four pairs of the spec', () => {
    expect([...CHANGE_OF_DECISION_PAIRS].sort()).toEqual(['accept-to-accept', 'accept-to-reject', 'reject-to-accept', 'reject-to-reject']);
    expect(decisionChange('reject', 'accept')).toBe('reject-to-accept');
  });
  it('criteria change marks analysed companies outdated; a re-run waits for confirmation', () => {
    const outdated = markOutdated(analysed('reject'));
    expect(outdated.outdated).toBe(true);
    expect(markOutdated(newCompany('x')).outdated).toBe(false);
    const waiting = completeAnalysis(startAnalysis(outdated), 'accept');
    expect(waiting.status).toBe('criteriaConfirmation');
    expect(waiting.pendingChange).toEqual({ from: 'reject', to: 'accept', change: 'reject-to-accept' });
    expect(confirmChange(waiting)).toMatchObject({ status: 'acceptedUsingCriteria', automated: 'accept', pendingChange: null });
    expect(revertChange(waiting)).toMatchObject({ status: 'rejectedUsingCriteria', automated: 'reject', pendingChange: null });
  });
  it('revert restores an override exactly, and confirming an unchanged decision keeps it; a changed one that differs is a conflict', () => {
    // A person rejected what the analysis accepted (after Review, not a conflict); new criteria; the re-run accepts again.
    const overridden = decide(analysed('accept'), 'reject');
    expect(overridden).toMatchObject({ status: 'rejectedAfterReview', conflict: false });
    const same = completeAnalysis(startAnalysis(markOutdated(overridden)), 'accept');
    expect(same).toMatchObject({ status: 'criteriaConfirmation', pendingChange: { change: 'accept-to-accept' } });
    expect(revertChange(same)).toMatchObject({ status: 'rejectedAfterReview', automated: 'accept', conflict: false });
    expect(confirmChange(same)).toMatchObject({ status: 'rejectedAfterReview', automated: 'accept', conflict: false });
    // The person accepted what the analysis rejected; the re-run under new criteria accepts: no disagreement left.
    const accepted = decide(analysed('reject'), 'accept');
    const changed = completeAnalysis(startAnalysis(markOutdated(accepted)), 'accept');
    expect(confirmChange(changed)).toMatchObject({ status: 'acceptedAfterReview', automated: 'accept', conflict: false });
    expect(revertChange(changed)).toMatchObject({ status: 'acceptedAfterReview', automated: 'reject', conflict: false });
    // The person accepted, the analysis accepted; the re-run rejects: confirming that is a conflict.
    const agreed = decide(analysed('accept'), 'accept');
    const turned = completeAnalysis(startAnalysis(markOutdated(agreed)), 'reject');
    expect(confirmChange(turned)).toMatchObject({ status: 'decisionConflict', automated: 'reject', conflict: true });
    expect(revertChange(turned)).toMatchObject({ status: 'acceptedAfterReview', automated: 'accept', conflict: false });
  });
  it('confirm without a pending change is an error', () => {
    expect(() => confirmChange(analysed('accept'))).toThrow(MESSAGES.noCriteriaChangesPending);
  });
  it('editing a company deletes its analysis and requires a re-run', () => {
    const e = editCompany(markOutdated(analysed('accept')));
    expect(e).toMatchObject({ status: 'readyForAnalysis', automated: null, outdated: false, pendingChange: null });
  });
  it('a running analysis cannot be edited', () => {
    expect(() => editCompany(startAnalysis(newCompany('r', 'readyForAnalysis')))).toThrow(/Wait for the analysis to finish/);
  });
});
