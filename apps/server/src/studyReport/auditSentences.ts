// The audit trail in sentences for the report's audit summary. A small local adapter: helper
// `audit` is writing the domain's renderer of audit events into sentences; when it lands, this
// module's `auditSentence` should call it instead (one line to switch).
import { DECIDED_LABELS, reasonLabel } from '@quartile/domain';
import type { AuditRow } from '../export/exportData.ts';

const ACTORS: Record<string, string> = {
  user: 'A former member',
  research_analyst: 'Research Analyst',
  review_analyst: 'Review Analyst',
  system: 'Quartile',
};

/** The actions the audit summary keeps: who decided what, and what shaped the decisions. */
export const SUMMARY_ACTIONS = new Set([
  'decision.human',
  'decision.undone',
  'decision.reason',
  'criteria.saved',
  'screens.applied',
  'results.settings_saved',
  'run.finished',
  'companies.imported',
  'benchmark.tested_party_updated',
]);

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function actorOf(e: AuditRow): string {
  return e.actor_name ?? ACTORS[e.actor_kind] ?? e.actor_kind;
}

/** What happened, as a sentence without the actor (the table has a "Who" column). */
export function auditSentence(e: AuditRow, companyName: (id: string) => string | null): string {
  const a = e.after ?? {};
  const d = e.details ?? {};
  const company = e.company_id ? (companyName(e.company_id) ?? 'a company') : null;
  switch (e.action) {
    case 'decision.human': {
      const decision = str(a.human_decision);
      const verb = decision === 'refrain' ? 'Refrained from deciding on' : (DECIDED_LABELS[decision as keyof typeof DECIDED_LABELS] ?? 'Decided on');
      const reason = reasonLabel(str(a.reason_code)) ?? (str(a.reason) || null);
      return `${verb} ${company ?? 'a company'}${reason ? ` (${reason})` : ''}${d.resolved_conflict ? ', resolving a decision conflict' : ''}`;
    }
    case 'decision.undone':
      return `Undid the decision on ${company ?? 'a company'}`;
    case 'decision.reason':
      return `Changed the reason of the decision on ${company ?? 'a company'}`;
    case 'criteria.saved':
      return `Saved the criteria (version ${str(d.version) || '?'})`;
    case 'screens.applied':
      return `Applied the quantitative screens: ${str(d.excluded) || '0'} excluded, ${str(d.included_again) || '0'} included again`;
    case 'results.settings_saved':
      return 'Saved the results settings (PLI, years, method, exclusions)';
    case 'run.finished':
      return 'Finished an analysis run';
    case 'companies.imported':
      return d.imported_count !== undefined ? `Imported ${str(d.imported_count)} companies from the database export` : 'Imported the companies';
    case 'benchmark.tested_party_updated':
      return "Updated the tested party's description or financials";
    default:
      return e.action.replace(/[._]/g, ' ');
  }
}
