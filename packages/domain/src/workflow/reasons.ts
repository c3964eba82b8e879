/**
 * Reasons for a human decision (docs/transfer-pricing.md, "Typical reject reasons"): the reject
 * taxonomy TP reviewers expect in the accept/reject matrix, plus the accept reason (the matched
 * criterion). A decision carries one code and optional free text; "other" needs the free text,
 * because a reason an auditor cannot read is no reason.
 */
export const REJECT_REASONS = [
  { code: 'different_functions', label: 'Different functions', hint: 'e.g. manufacturer vs distributor' },
  { code: 'different_products', label: 'Different products or services', hint: 'the products or markets differ from the tested party' },
  {
    code: 'diversified',
    label: 'Diversified activities / segment mismatch',
    hint: 'the comparable activity is one of several, or a minor segment',
  },
  {
    code: 'business_model_change',
    label: 'Business model change in the period',
    hint: 'acquisitions, restructuring, new or discontinued lines',
  },
  { code: 'not_independent', label: 'Not independent', hint: 'group member or related-party links' },
  { code: 'insufficient_information', label: 'Insufficient information', hint: 'the sources do not show what the company does' },
  { code: 'startup_or_liquidation', label: 'Start-up or liquidation', hint: 'not a going concern in the years tested' },
  { code: 'persistent_losses', label: 'Persistent losses', hint: 'losses in most years tested' },
  { code: 'other', label: 'Other', hint: 'explain in the free text' },
] as const;

export type RejectReasonCode = (typeof REJECT_REASONS)[number]['code'];

export const ACCEPT_REASONS = [
  { code: 'matches_criteria', label: 'Matches the accept criteria', hint: 'name the matched criterion in the free text' },
  { code: 'other', label: 'Other', hint: 'explain in the free text' },
] as const;

export type AcceptReasonCode = (typeof ACCEPT_REASONS)[number]['code'];
export type DecisionReasonCode = RejectReasonCode | AcceptReasonCode;

export const DECISION_REASON_CODES: readonly DecisionReasonCode[] = [...new Set([...REJECT_REASONS, ...ACCEPT_REASONS].map((r) => r.code))];

export function reasonLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  return [...REJECT_REASONS, ...ACCEPT_REASONS].find((r) => r.code === code)?.label ?? null;
}

export const REASON_MESSAGES = {
  otherNeedsText: 'Describe the reason when you choose "Other".',
  wrongSide: 'This reason does not fit the decision: choose a reject reason for a reject and an accept reason for an accept.',
  refrainHasNoCode: 'A deferred decision takes no reason code; write a note instead.',
  required: 'Give a reason for the decision: choose one from the list or write a sentence an auditor can read.',
} as const;

/**
 * Checks a decision's reason: null when it is acceptable, otherwise the message to show.
 * Every Accept and Reject needs a reason (a code from the list or at least a sentence): an
 * auditor reads it in the matrix. A code must fit the decision, and "other" must be explained.
 * Refrain (defer) takes an optional note and no code.
 */
export function validateDecisionReason(
  decision: 'accept' | 'reject' | 'refrain',
  code: string | null | undefined,
  text: string | null | undefined,
): string | null {
  if (!code) return decision === 'refrain' || text?.trim() ? null : REASON_MESSAGES.required;
  if (decision === 'refrain') return REASON_MESSAGES.refrainHasNoCode;
  const list: readonly { code: string }[] = decision === 'reject' ? REJECT_REASONS : ACCEPT_REASONS;
  if (!list.some((r) => r.code === code)) return REASON_MESSAGES.wrongSide;
  if (code === 'other' && !text?.trim()) return REASON_MESSAGES.otherNeedsText;
  return null;
}

/** The text an export or timeline shows for a reason: "Not independent — part of the X group". */
export function formatDecisionReason(code: string | null | undefined, text: string | null | undefined): string | null {
  const label = reasonLabel(code);
  const free = text?.trim() || null;
  if (label && free) return `${label} — ${free}`;
  return label ?? free;
}
