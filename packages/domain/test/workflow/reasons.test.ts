import { describe, expect, it } from 'vitest';
import {
  ACCEPT_REASONS,
  REJECT_REASONS,
  formatDecisionReason,
  reasonLabel,
  REASON_MESSAGES,
  validateDecisionReason,
} from '../../src/index.ts';

describe('decision reasons', () => {
  it('offer the reject taxonomy TP reviewers expect, ending with Other', () => {
    expect(REJECT_REASONS.map((r) => r.label)).toEqual([
      'Different functions',
      'Different products or services',
      'Diversified activities / segment mismatch',
      'Business model change in the period',
      'Not independent',
      'Insufficient information',
      'Start-up or liquidation',
      'Persistent losses',
      'Other',
    ]);
    expect(ACCEPT_REASONS[0]?.code).toBe('matches_criteria');
  });

  it('require a code of the right side or a sentence for Accept and Reject, and "other" only with text', () => {
    expect(validateDecisionReason('reject', null, null)).toBe(REASON_MESSAGES.required);
    expect(validateDecisionReason('accept', null, '   ')).toBe(REASON_MESSAGES.required);
    expect(validateDecisionReason('accept', null, 'Makes pumps, as the tested party does')).toBeNull();
    expect(validateDecisionReason('refrain', null, null)).toBeNull();
    expect(validateDecisionReason('reject', 'not_independent', '')).toBeNull();
    expect(validateDecisionReason('accept', 'not_independent', '')).toBe(REASON_MESSAGES.wrongSide);
    expect(validateDecisionReason('reject', 'matches_criteria', '')).toBe(REASON_MESSAGES.wrongSide);
    expect(validateDecisionReason('reject', 'other', '  ')).toBe(REASON_MESSAGES.otherNeedsText);
    expect(validateDecisionReason('reject', 'other', 'Dormant since 2021')).toBeNull();
    expect(validateDecisionReason('refrain', 'other', 'x')).toBe(REASON_MESSAGES.refrainHasNoCode);
  });

  it('read as label and free text together', () => {
    expect(reasonLabel('persistent_losses')).toBe('Persistent losses');
    expect(reasonLabel('nope')).toBeNull();
    expect(formatDecisionReason('not_independent', 'Part of the Bosch group')).toBe('Not independent — Part of the Bosch group');
    expect(formatDecisionReason(null, 'Free text only')).toBe('Free text only');
    expect(formatDecisionReason('different_functions', null)).toBe('Different functions');
    expect(formatDecisionReason(null, null)).toBeNull();
  });
});
