/**
 * The Human Review queue (product-spec §2 "Human Review" tab; §3 "Decisions"): which analysed
 * companies wait for a person, and in what order. Filters: refrained, low confidence, flagged,
 * conflicts, outdated, awaiting confirmation; "To review" is every analysed company without a
 * person's Accept/Reject, plus decided ones that still carry a high-severity flag or outdated criteria.
 * Order: conflicts, then criteria confirmations, then high flags, then undecided, then any open
 * flag; within each, the least confident first, then the file's row order, then the name.
 */
import { isAnalysed, isDecidedByPerson, isUndecided } from '../workflow/decisionLabels.ts';
import { COMPANY_STATUS } from '../workflow/companyStatus.ts';

/** Below this the automated decision is "low confidence". */
export const LOW_CONFIDENCE = 0.6;

export const REVIEW_FILTERS = [
  { id: 'to-review', label: 'To review' },
  { id: 'refrained', label: 'Refrained' },
  { id: 'low-confidence', label: 'Low confidence' },
  { id: 'flagged', label: 'Flagged' },
  { id: 'conflicts', label: 'Conflicts' },
  { id: 'outdated', label: 'Outdated' },
  { id: 'confirmation', label: 'Awaiting confirmation' },
  { id: 'decided', label: 'Decided' },
  { id: 'all', label: 'All analysed' },
] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number]['id'];

/** What the queue reads of a company (the contract's Company has all of it). */
export interface ReviewableCompany {
  readonly status: string;
  readonly name?: string | null;
  readonly country?: string | null;
  readonly row?: number | null;
  readonly outdated_criteria: boolean;
  readonly review_flags: readonly { readonly severity: string; readonly dismissal: unknown }[];
  readonly analysis?: { readonly confidence?: number | null } | null;
  readonly automated_decision?: { readonly confidence?: number | null } | null;
}

export const openFlags = <F extends { readonly dismissal: unknown }>(c: { readonly review_flags: readonly F[] }): F[] =>
  c.review_flags.filter((f) => f.dismissal === null || f.dismissal === undefined);
export const confidenceOf = (c: ReviewableCompany): number | null => c.analysis?.confidence ?? c.automated_decision?.confidence ?? null;
export const isLowConfidence = (c: ReviewableCompany): boolean => {
  const confidence = confidenceOf(c);
  return confidence !== null && confidence < LOW_CONFIDENCE;
};
const hasHighFlag = (c: ReviewableCompany) => openFlags(c).some((f) => f.severity === 'high');

export function matchesReviewFilter(c: ReviewableCompany, filter: ReviewFilter): boolean {
  if (!isAnalysed(c.status)) return false;
  switch (filter) {
    case 'to-review':
      return !isDecidedByPerson(c.status) || hasHighFlag(c) || c.outdated_criteria;
    case 'refrained':
      return isUndecided(c.status);
    case 'low-confidence':
      return isLowConfidence(c);
    case 'flagged':
      return openFlags(c).length > 0;
    case 'conflicts':
      return c.status === COMPANY_STATUS.decisionConflict;
    case 'outdated':
      return c.outdated_criteria;
    case 'confirmation':
      return c.status === COMPANY_STATUS.criteriaConfirmation;
    case 'decided':
      return isDecidedByPerson(c.status);
    case 'all':
      return true;
  }
}

/** How urgent a company is, 0 first: conflicts, confirmations, high flags, undecided, flagged, the rest. */
export function reviewUrgency(c: ReviewableCompany): number {
  if (c.status === COMPANY_STATUS.decisionConflict) return 0;
  if (c.status === COMPANY_STATUS.criteriaConfirmation) return 1;
  if (hasHighFlag(c)) return 2;
  if (isUndecided(c.status)) return 3;
  if (openFlags(c).length > 0) return 4;
  return 5;
}

/** The companies of a filter, searched by name or country, most urgent first. */
export function reviewQueue<C extends ReviewableCompany>(companies: readonly C[], filter: ReviewFilter, search = ''): C[] {
  const needle = search.trim().toLowerCase();
  return companies
    .filter((c) => matchesReviewFilter(c, filter))
    .filter((c) => !needle || (c.name ?? '').toLowerCase().includes(needle) || (c.country ?? '').toLowerCase().includes(needle))
    .sort(
      (a, b) =>
        reviewUrgency(a) - reviewUrgency(b) ||
        (confidenceOf(a) ?? 1) - (confidenceOf(b) ?? 1) ||
        (a.row ?? 0) - (b.row ?? 0) ||
        (a.name ?? '').localeCompare(b.name ?? ''),
    );
}

export function reviewQueueCounts(companies: readonly ReviewableCompany[]): Record<ReviewFilter, number> {
  return Object.fromEntries(REVIEW_FILTERS.map((f) => [f.id, companies.filter((c) => matchesReviewFilter(c, f.id)).length])) as Record<
    ReviewFilter,
    number
  >;
}
