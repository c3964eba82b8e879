/**
 * Audit events in words for the timeline: the domain's sentences (packages/domain audit/sentences,
 * the same as the workbook's Audit Trail sheet and the evidence PDFs). Filters map to action
 * prefixes the API understands (several, comma-separated).
 */
import type { AuditEvent } from '@quartile/api';
import { AUDIT_EVENT_GROUPS, describeAuditEvent, type AuditEventGroup, type AuditWording } from '@quartile/domain';

const prefixes = (group: AuditEventGroup) => AUDIT_EVENT_GROUPS[group].join(',');

export const TIMELINE_FILTERS = [
  { id: 'all', label: 'All', actions: null },
  { id: 'decisions', label: 'Decisions', actions: prefixes('decisions') },
  { id: 'criteria', label: 'Criteria', actions: prefixes('criteria') },
  { id: 'review', label: 'Review Analyst', actions: prefixes('review') },
  { id: 'data', label: 'Data', actions: prefixes('data') },
  { id: 'runs', label: 'Runs', actions: prefixes('runs') },
  { id: 'exports', label: 'Exports', actions: prefixes('exports') },
] as const;

export type TimelineFilter = (typeof TIMELINE_FILTERS)[number]['id'];

/** The event as a sentence (who did what) and, for edits, the changed fields. */
export function eventWording(e: AuditEvent, companyName?: (companyId: string) => string | null): AuditWording {
  return describeAuditEvent({ ...e, actor_name: e.actor?.name ?? null }, companyName ? { companyName } : {});
}
