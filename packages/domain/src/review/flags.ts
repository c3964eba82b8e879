/**
 * Review flags of the Review Analyst (product-spec §1: it verifies sources and citations, flags
 * comparability risks, "diversified offerings, segment mismatch, business model shifts", runs
 * independence checks for related-party links and reviews user actions). One label per kind, read
 * the same on screen, in the workbook, in the evidence report and in the audit trail. Where the
 * spec names the risk its words are used; the other labels are the screen's.
 */

export const REVIEW_FLAG_KINDS = [
  'citation_unverified',
  'source_changed',
  'source_unreachable',
  'source_stale',
  'diversified_offerings',
  'segment_mismatch',
  'business_model_shift',
  'independence',
  'related_party',
  'user_action',
] as const;
export type ReviewFlagKind = (typeof REVIEW_FLAG_KINDS)[number];

/** What a person sees first: the label of each kind. */
export const REVIEW_FLAG_LABELS: Readonly<Record<ReviewFlagKind, string>> = {
  citation_unverified: 'Citation not verified',
  source_changed: 'Source changed since cited',
  source_unreachable: 'Source unreachable',
  source_stale: 'Stale source',
  diversified_offerings: 'Diversified offerings',
  segment_mismatch: 'Segment mismatch',
  business_model_shift: 'Business model shift',
  independence: 'Independence',
  related_party: 'Related-party link',
  user_action: 'Decision check',
};

/** The label of a kind; a kind this version does not know (an older row) reads as itself. */
export const reviewFlagLabel = (kind: string): string => REVIEW_FLAG_LABELS[kind as ReviewFlagKind] ?? kind;

export const FLAG_SEVERITIES = ['high', 'medium', 'low'] as const;
export type FlagSeverity = (typeof FLAG_SEVERITIES)[number];
export const FLAG_SEVERITY_LABELS: Readonly<Record<FlagSeverity, string>> = { high: 'High', medium: 'Medium', low: 'Low' };
