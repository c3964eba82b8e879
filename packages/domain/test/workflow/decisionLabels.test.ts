import { describe, expect, it } from 'vitest';
import {
  ANALYSED_STATUS_LABELS,
  COMPANY_STATUS,
  COMPANY_STATUS_LABELS,
  COMPANY_STATUSES,
  DECIDABLE_STATUSES,
  DECIDED_LABELS,
  DECISION_LABELS,
  FINAL_STATUS_LABELS,
  companyStatusKey,
  companyWorkflowOf,
  decide,
  isAnalysed,
  isCompanyStatusLabel,
  isDecidable,
  isOngoing,
  isFinal,
  outcomeLabel,
} from '../../src/index.ts';

const FINAL = ['Accepted using Criteria', 'Rejected using Criteria', 'Accepted after Review', 'Rejected after Review'];

describe('status labels', () => {
  it('lists every status of the machine once, in the spec order', () => {
    expect([...COMPANY_STATUS_LABELS].sort()).toEqual(Object.values(COMPANY_STATUS).sort());
    expect(new Set(COMPANY_STATUS_LABELS).size).toBe(COMPANY_STATUSES.length);
    expect(COMPANY_STATUS_LABELS[0]).toBe('Ready for Analysis');
  });

  it('maps every label back to its key, and nothing else', () => {
    for (const key of COMPANY_STATUSES) expect(companyStatusKey(COMPANY_STATUS[key])).toBe(key);
    expect(companyStatusKey('Accepted')).toBeNull();
  });

  it('isFinal holds for the four accepted/rejected statuses only', () => {
    for (const label of COMPANY_STATUS_LABELS) expect(isFinal(label), label).toBe(FINAL.includes(label));
    expect(FINAL_STATUS_LABELS).toHaveLength(4);
    expect(isFinal('accepted after review')).toBe(false);
  });

  it('isDecidable, isOngoing and isCompanyStatusLabel follow the machine', () => {
    for (const key of COMPANY_STATUSES) expect(isDecidable(COMPANY_STATUS[key]), key).toBe(DECIDABLE_STATUSES.includes(key));
    expect(COMPANY_STATUS_LABELS.filter(isOngoing)).toEqual(['Analysis in Progress', 'Pending']);
    expect(COMPANY_STATUS_LABELS.every(isCompanyStatusLabel)).toBe(true);
    expect(isCompanyStatusLabel('Refrained')).toBe(false);
  });

  it('isAnalysed holds for the decidable statuses and a pending criteria confirmation', () => {
    const analysed = new Set([...DECIDABLE_STATUSES.map((s) => COMPANY_STATUS[s]), 'Criteria Confirmation']);
    for (const label of COMPANY_STATUS_LABELS) expect(isAnalysed(label), label).toBe(analysed.has(label));
    expect(ANALYSED_STATUS_LABELS).toHaveLength(8);
    expect(FINAL_STATUS_LABELS.every(isAnalysed)).toBe(true);
  });
});

describe('decision words', () => {
  it('one word per decision, the screen wording', () => {
    expect(DECISION_LABELS).toEqual({ accept: 'Accept', reject: 'Reject', refrain: 'Refrain' });
    expect(DECIDED_LABELS).toEqual({ accept: 'Accepted', reject: 'Rejected', refrain: 'Refrained' });
  });

  it('reads the outcome of every status in one word', () => {
    expect(outcomeLabel('Accepted after Review')).toBe('Accept');
    expect(outcomeLabel('Rejected using Criteria')).toBe('Reject');
    expect(outcomeLabel('Decision Refrained')).toBe('Refrain');
    expect(outcomeLabel('Decision Conflict')).toBe('Conflict');
    expect(outcomeLabel('Analysis Failed')).toBe('Pending');
    const words = new Set(COMPANY_STATUS_LABELS.map(outcomeLabel));
    expect([...words].sort()).toEqual(['Accept', 'Conflict', 'Pending', 'Refrain', 'Reject']);
  });
});

describe('companyWorkflowOf', () => {
  it('reads a contract company so the domain decides for it', () => {
    const c = companyWorkflowOf({ id: 'c1', status: 'Decision Conflict', automated_decision: { decision: 'accept' }, human_decision: { decision: 'reject' } });
    expect(c).toMatchObject({ status: 'decisionConflict', conflict: true, automated: 'accept', human: 'reject', outdated: false, pendingChange: null });
    expect(() => decide(c, 'refrain')).toThrow(/Accept or Reject/);
    expect(decide(c, 'accept').status).toBe('acceptedAfterReview');
  });

  it('keeps a pending criteria change', () => {
    const c = companyWorkflowOf({ id: 'c2', status: 'Criteria Confirmation', criteria_change: { from: 'accept', to: 'reject' }, outdated_criteria: true });
    expect(c.pendingChange).toEqual({ from: 'accept', to: 'reject', change: 'accept-to-reject' });
    expect(c.outdated).toBe(true);
  });
});
