/**
 * Audit events in words for the timeline: the domain's sentences (packages/domain audit/sentences,
 * the same as the workbook's Audit Trail sheet and the evidence PDFs). Filters map to action
 * prefixes the API understands (several, comma-separated).
 */
import type { AuditEvent } from '@quartile/api';
import { describeAuditEvent, type AuditWording } from '@quartile/domain';

export const TIMELINE_FILTERS = [
  { id: 'all', label: 'All', actions: null },
  { id: 'decisions', label: 'Decisions', actions: 'decision.,summary.' },
  { id: 'criteria', label: 'Criteria', actions: 'criteria.' },
  { id: 'review', label: 'Review Analyst', actions: 'review.' },
  { id: 'data', label: 'Data', actions: 'file.,companies.,company.,lookout.,screens.,year.,benchmark.,results.,annual_report.' },
  { id: 'runs', label: 'Runs', actions: 'run.,analysis.,sources.,annual_reports.' },
  { id: 'exports', label: 'Exports', actions: 'export.,evidence.' },
] as const;

export type TimelineFilter = (typeof TIMELINE_FILTERS)[number]['id'];

/** The event as a sentence (who did what) and, for edits, the changed fields. */
export function eventWording(e: AuditEvent, companyName?: (companyId: string) => string | null): AuditWording {
  return describeAuditEvent({ ...e, actor_name: e.actor?.name ?? null }, companyName ? { companyName } : {});
}
