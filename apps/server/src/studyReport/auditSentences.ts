// The audit trail in sentences for the report's audit summary: which events it keeps, and the
// domain's renderer for their wording.
import { auditActorName, describeAuditEvent } from '@quartile/domain';
import type { AuditRow } from '../export/exportData.ts';

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

export function actorOf(e: AuditRow): string {
  return auditActorName(e);
}

/** What happened, in the domain's one wording of audit events (the same as the timeline, the workbook and the PDFs). */
export function auditSentence(e: AuditRow, companyName: (id: string) => string | null): string {
  return describeAuditEvent(e, { companyName }).sentence;
}
