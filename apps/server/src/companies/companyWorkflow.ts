// Bridges stored companies and the domain's decision rules (packages/domain workflow/decisions):
// a row becomes a CompanyWorkflow, a domain function decides, and the result is written back.
import { COMPANY_STATUS, companyStatusKey, type CompanyWorkflow, type Decision, type HumanDecision } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import { saveCompanyWorkflow, type CompanyRow, type CriteriaSettlement } from './companyStore.ts';

export interface StoredHumanDecision {
  decision: HumanDecision;
  reason: string | null;
  /** The reason from the taxonomy (packages/domain workflow/reasons.ts); absent on older rows. */
  reason_code?: string | null;
  /** Where the decision was made: the review panel or a quick review pass. */
  via?: 'panel' | 'quick_review';
  decided_by: { id: string; name: string };
  decided_at: string;
}

export function toWorkflow(row: CompanyRow): CompanyWorkflow {
  const automated = (row.analysis?.automated_decision as { decision?: Decision } | undefined)?.decision ?? null;
  const change = row.criteria_change as { from: Decision; to: Decision } | null;
  return {
    id: row.id,
    status: companyStatusKey(row.status) ?? 'notAnalyzed',
    automated,
    human: (row.human_decision as StoredHumanDecision | null)?.decision ?? null,
    conflict: row.conflict,
    outdated: row.outdated_criteria,
    pendingChange: change ? { from: change.from, to: change.to, change: `${change.from}-to-${change.to}` } : null,
  };
}

/** The workflow's columns as stored (status label, flags, pending change), as an analysis run writes them. */
export function workflowColumns(next: CompanyWorkflow) {
  return {
    status: COMPANY_STATUS[next.status],
    conflict: next.conflict,
    outdated: next.outdated,
    criteriaChange: next.pendingChange ? { from: next.pendingChange.from, to: next.pendingChange.to } : null,
  };
}

/** The workflow's fields as stored (status label, flags, pending change, automated decision). */
function storedWorkflow(next: CompanyWorkflow) {
  return { ...workflowColumns(next), automated: next.automated };
}

/**
 * Writes the workflow's status and flags back; the automated decision follows a settled change,
 * and a revert puts back the analysis from before the re-run.
 */
export async function saveWorkflow(sql: SqlRunner, row: CompanyRow, next: CompanyWorkflow, settle: CriteriaSettlement | null = null): Promise<void> {
  await saveCompanyWorkflow(sql, row.id, storedWorkflow(next), settle);
}

/**
 * The row as saveWorkflow leaves it (version moved on once), without reading it again; `human`
 * is the person's decision written in the same step, if any.
 */
export function afterWorkflow(row: CompanyRow, next: CompanyWorkflow, human?: StoredHumanDecision): CompanyRow {
  const stored = storedWorkflow(next);
  // As jsonb_set does: the decision changes only where an automated decision is stored.
  const automated = row.analysis?.automated_decision;
  const analysis =
    row.analysis && stored.automated !== null && automated && typeof automated === 'object'
      ? { ...row.analysis, automated_decision: { ...automated, decision: stored.automated } }
      : row.analysis;
  return {
    ...row,
    status: stored.status,
    conflict: stored.conflict,
    outdated_criteria: stored.outdated,
    criteria_change: stored.criteriaChange,
    analysis,
    ...(human ? { human_decision: { ...human } } : {}),
    version: row.version + 1,
  };
}
