/**
 * Audit events in words for the timeline: what happened, by whom, and the fields before and after.
 * Filters map to action prefixes the API understands (several, comma-separated).
 */
import type { AuditEvent } from '@quartile/api';
import { DECISION_LABELS, reasonLabel } from '@quartile/domain';

export const TIMELINE_FILTERS = [
  { id: 'all', label: 'All', actions: null },
  { id: 'decisions', label: 'Decisions', actions: 'decision.,summary.' },
  { id: 'criteria', label: 'Criteria', actions: 'criteria.' },
  { id: 'review', label: 'Review Analyst', actions: 'review.' },
  { id: 'data', label: 'Data', actions: 'file.,companies.,company.,screens.,yoy.' },
  { id: 'runs', label: 'Runs', actions: 'run.,analysis.,web_search.,annual_reports.' },
  { id: 'exports', label: 'Exports', actions: 'export.,evidence.' },
] as const;

export type TimelineFilter = (typeof TIMELINE_FILTERS)[number]['id'];

const ACTOR_KINDS: Record<AuditEvent['actor_kind'], string> = {
  user: 'Former member',
  research_analyst: 'Research Analyst',
  review_analyst: 'Review Analyst',
  system: 'Quartile',
};

export const actorName = (e: AuditEvent): string => e.actor?.name ?? ACTOR_KINDS[e.actor_kind];

const DECISIONS: Readonly<Record<string, string>> = DECISION_LABELS;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function eventTitle(e: AuditEvent): string {
  const a = e.after ?? {};
  const d = e.details ?? {};
  switch (e.action) {
    case 'decision.human':
      return `Decision: ${DECISIONS[str(a.human_decision)] ?? 'recorded'}${d.resolved_conflict ? ' (resolved a conflict)' : ''}${d.via === 'quick_review' ? ' in quick review' : ''}`;
    case 'decision.undone':
      return 'Decision undone';
    case 'decision.reason':
      return 'Reason changed';
    case 'summary.human':
      return "Reviewer's summary written";
    case 'criteria.saved':
      return `Criteria saved (version ${str(d.version)})${Number(d.outdated_companies) > 0 ? `: ${str(d.outdated_companies)} companies outdated` : ''}`;
    case 'criteria.change_confirmed':
      return 'Criteria change confirmed';
    case 'criteria.change_reverted':
      return 'Criteria change reverted';
    case 'review.completed':
      return `Review Analyst: ${str(d.raised) || '0'} raised, ${str(d.cleared) || '0'} cleared`;
    case 'review.flag_dismissed':
      return `Flag dismissed: ${str(d.kind).replace(/_/g, ' ')}`;
    default:
      return e.action.replace(/[._]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  }
}

type CompanyName = (companyId: string) => string | null;

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A row of financials by year in words: "2023: revenue 60,000,000, operating profit 1,500,000". */
function yearRow(row: Record<string, unknown>): string {
  const figures = Object.entries(row)
    .filter(([k, v]) => k !== 'year' && typeof v === 'number')
    .map(([k, v]) => `${k.replace(/_/g, ' ')} ${amount.format(v as number)}`);
  return `${str(row.year)}: ${figures.join(', ') || 'no figures'}`;
}

const isRecord = (x: unknown): x is Record<string, unknown> => Boolean(x) && typeof x === 'object' && !Array.isArray(x);
const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const shown = (v: unknown, companyName?: CompanyName): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string') return clip(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x === 'string')) return v.join('; ') || '—';
    if (v.every((x) => typeof x === 'number')) return v.join(', ') || '—';
    // Exclusions from the range: the company by name and the reason, never a bare id.
    if (v.every((x) => isRecord(x) && typeof x.company_id === 'string' && 'reason' in x))
      return (
        clip(
          v
            .map(
              (x) =>
                `${companyName?.(str((x as Record<string, unknown>).company_id)) ?? 'A company'}: ${str((x as Record<string, unknown>).reason)}`,
            )
            .join('; '),
          400,
        ) || 'none'
      );
    if (v.every((x) => isRecord(x) && typeof x.year === 'number'))
      return clip(v.map((x) => yearRow(x as Record<string, unknown>)).join('; '), 400) || '—';
    if (v.every((x) => x && typeof x === 'object' && 'kind' in x))
      return (
        v
          .map((x) => `${String((x as { kind: string }).kind).replace(/_/g, ' ')} (${String((x as { severity?: string }).severity ?? '')})`)
          .join(', ') || 'none'
      );
  }
  const text = JSON.stringify(v);
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
};

/** The fields that changed, as "field: before → after" (companies by name when `companyName` knows them). */
export function eventChanges(e: AuditEvent, companyName?: CompanyName): { field: string; before: string; after: string }[] {
  const before = e.before ?? {};
  const after = e.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .map((k) => {
      const show = (v: unknown) => (k === 'reason_code' ? (reasonLabel(str(v)) ?? shown(v)) : shown(v, companyName));
      return { field: k.replace(/_/g, ' '), before: show(before[k]), after: show(after[k]) };
    });
}
