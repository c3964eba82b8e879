// Bridges stored companies and the domain's decision rules (packages/domain workflow/decisions):
// a row becomes a CompanyWorkflow, a domain function decides, and the result is written back.
import { COMPANY_STATUS, type CompanyStatus, type CompanyWorkflow, type Decision, type HumanDecision } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import type { CompanyRow } from './companyStore.ts';

const STATUS_KEY = new Map<string, CompanyStatus>(Object.entries(COMPANY_STATUS).map(([key, label]) => [label, key as CompanyStatus]));

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
    status: STATUS_KEY.get(row.status) ?? 'notAnalyzed',
    automated,
    human: (row.human_decision as StoredHumanDecision | null)?.decision ?? null,
    conflict: row.conflict,
    outdated: row.outdated_criteria,
    pendingChange: change ? { from: change.from, to: change.to, change: `${change.from}-to-${change.to}` } : null,
  };
}

/** Writes the workflow's status and flags back; the automated decision follows a settled change. */
export async function saveWorkflow(sql: SqlRunner, row: CompanyRow, next: CompanyWorkflow): Promise<void> {
  await sql.query(
    `update companies set status = $2, conflict = $3, outdated_criteria = $4, criteria_change = $5,
       analysis = case when analysis is null or $6::text is null then analysis
                       else jsonb_set(analysis, '{automated_decision,decision}', to_jsonb($6::text)) end,
       version = version + 1, updated_at = now()
     where id = $1`,
    [
      row.id,
      COMPANY_STATUS[next.status],
      next.conflict,
      next.outdated,
      next.pendingChange ? JSON.stringify({ from: next.pendingChange.from, to: next.pendingChange.to }) : null,
      next.automated,
    ],
  );
}
