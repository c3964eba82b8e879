/**
 * The Human Review queue: which analysed companies wait for a person, and in what order.
 * Filters follow the issue: refrained, low confidence, flagged, conflicts, outdated (and awaiting
 * confirmation); "To review" is every analysed company without a settled human decision, plus
 * decided ones that still carry a high-severity flag.
 */
import type { Company } from '@quartile/api';

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

/** Below this the automated decision is "low confidence". */
export const LOW_CONFIDENCE = 0.6;

const ANALYSED = new Set<string>([
  'Data Collected - Awaiting Decision',
  'Decision Refrained',
  'Accepted using Criteria',
  'Rejected using Criteria',
  'Accepted after Review',
  'Rejected after Review',
  'Decision Conflict',
  'Criteria Confirmation',
]);

export const isAnalysed = (c: Company): boolean => ANALYSED.has(c.status);
export const openFlags = (c: Company) => c.review_flags.filter((f) => f.dismissal === null);
export const confidenceOf = (c: Company): number | null => c.analysis?.confidence ?? c.automated_decision?.confidence ?? null;
const decidedByPerson = (c: Company) => c.status === 'Accepted after Review' || c.status === 'Rejected after Review';

export function matchesFilter(c: Company, filter: ReviewFilter): boolean {
  if (!isAnalysed(c)) return false;
  switch (filter) {
    case 'to-review':
      return !decidedByPerson(c) || openFlags(c).some((f) => f.severity === 'high') || c.outdated_criteria;
    case 'refrained':
      return c.status === 'Decision Refrained' || c.status === 'Data Collected - Awaiting Decision';
    case 'low-confidence': {
      const confidence = confidenceOf(c);
      return confidence !== null && confidence < LOW_CONFIDENCE;
    }
    case 'flagged':
      return openFlags(c).length > 0;
    case 'conflicts':
      return c.status === 'Decision Conflict';
    case 'outdated':
      return c.outdated_criteria;
    case 'confirmation':
      return c.status === 'Criteria Confirmation';
    case 'decided':
      return decidedByPerson(c);
    case 'all':
      return true;
  }
}

/** How urgent a company is: conflicts, then high flags, then refrained, then the least confident. */
function urgency(c: Company): number {
  if (c.status === 'Decision Conflict') return 0;
  if (c.status === 'Criteria Confirmation') return 1;
  if (openFlags(c).some((f) => f.severity === 'high')) return 2;
  if (c.status === 'Decision Refrained' || c.status === 'Data Collected - Awaiting Decision') return 3;
  if (openFlags(c).length > 0) return 4;
  return 5;
}

export function reviewQueue(companies: readonly Company[], filter: ReviewFilter, search = ''): Company[] {
  const needle = search.trim().toLowerCase();
  return companies
    .filter((c) => matchesFilter(c, filter))
    .filter((c) => !needle || (c.name ?? '').toLowerCase().includes(needle) || (c.country ?? '').toLowerCase().includes(needle))
    .sort(
      (a, b) =>
        urgency(a) - urgency(b) ||
        (confidenceOf(a) ?? 1) - (confidenceOf(b) ?? 1) ||
        (a.row ?? 0) - (b.row ?? 0) ||
        (a.name ?? '').localeCompare(b.name ?? ''),
    );
}

export function queueCounts(companies: readonly Company[]): Record<ReviewFilter, number> {
  return Object.fromEntries(REVIEW_FILTERS.map((f) => [f.id, companies.filter((c) => matchesFilter(c, f.id)).length])) as Record<
    ReviewFilter,
    number
  >;
}
