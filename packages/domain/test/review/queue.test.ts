import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE, REVIEW_FILTERS, matchesReviewFilter, reviewQueue, reviewQueueCounts, reviewUrgency, type ReviewableCompany } from '../../src/index.ts';

type Flag = { severity: 'high' | 'medium' | 'low'; dismissal: null | { note: string } };
const company = (name: string, status: string, over: Partial<ReviewableCompany> & { flags?: Flag[]; confidence?: number } = {}) => ({
  name,
  country: 'Germany',
  row: 1,
  status,
  outdated_criteria: false,
  review_flags: over.flags ?? [],
  analysis: over.confidence === undefined ? null : { confidence: over.confidence },
  automated_decision: null,
  ...over,
});

describe('Human Review queue', () => {
  it('puts conflicts first, then confirmations, high flags, undecided, flagged, the rest', () => {
    const companies = [
      company('Plain', 'Accepted using Criteria'),
      company('Flagged', 'Accepted using Criteria', { flags: [{ severity: 'low', dismissal: null }] }),
      company('Undecided', 'Decision Refrained'),
      company('High', 'Accepted after Review', { flags: [{ severity: 'high', dismissal: null }] }),
      company('Confirm', 'Criteria Confirmation'),
      company('Conflict', 'Decision Conflict'),
    ];
    expect(reviewQueue(companies, 'all').map((c) => c.name)).toEqual(['Conflict', 'Confirm', 'High', 'Undecided', 'Flagged', 'Plain']);
    expect(companies.map(reviewUrgency)).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('orders the least confident first within the same urgency', () => {
    const companies = [company('Sure', 'Accepted using Criteria', { confidence: 0.9 }), company('Unsure', 'Accepted using Criteria', { confidence: 0.4 })];
    expect(reviewQueue(companies, 'all').map((c) => c.name)).toEqual(['Unsure', 'Sure']);
  });

  it('calls a confidence below 0.6 low', () => {
    expect(LOW_CONFIDENCE).toBe(0.6);
    expect(matchesReviewFilter(company('A', 'Accepted using Criteria', { confidence: 0.59 }), 'low-confidence')).toBe(true);
    expect(matchesReviewFilter(company('B', 'Accepted using Criteria', { confidence: 0.6 }), 'low-confidence')).toBe(false);
  });

  it('shows only analysed companies, and a dismissed flag no longer counts', () => {
    expect(matchesReviewFilter(company('New', 'Ready for Analysis'), 'all')).toBe(false);
    const dismissed = company('D', 'Accepted after Review', { flags: [{ severity: 'high', dismissal: { note: 'checked' } }] });
    expect(matchesReviewFilter(dismissed, 'flagged')).toBe(false);
    expect(matchesReviewFilter(dismissed, 'to-review')).toBe(false);
  });

  it('counts every filter', () => {
    const counts = reviewQueueCounts([company('A', 'Decision Refrained'), company('B', 'Rejected after Review'), company('C', 'Pending')]);
    expect(Object.keys(counts)).toEqual(REVIEW_FILTERS.map((f) => f.id));
    expect(counts).toMatchObject({ all: 2, refrained: 1, decided: 1, 'to-review': 1, conflicts: 0 });
  });

  it('searches by name or country', () => {
    const companies = [company('Acme', 'Decision Refrained'), { ...company('Borealis', 'Decision Refrained'), country: 'Norway' }];
    expect(reviewQueue(companies, 'all', 'norw').map((c) => c.name)).toEqual(['Borealis']);
  });
});
