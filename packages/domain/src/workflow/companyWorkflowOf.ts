/**
 * A company as the contract sends it (status label, decisions, criteria change) read as the
 * domain's CompanyWorkflow, so anything holding a company DTO (the API mocks, a client) runs the
 * same decision rules as the server (workflow/decisions.ts) instead of restating them.
 */
import { COMPANY_STATUS, companyStatusKey } from './companyStatus.ts';
import type { CompanyWorkflow, Decision, HumanDecision } from './decisions.ts';

export interface ContractCompany {
  readonly id: string;
  readonly status: string;
  readonly outdated_criteria?: boolean;
  readonly automated_decision?: { readonly decision: Decision } | null;
  readonly human_decision?: { readonly decision: HumanDecision } | null;
  readonly criteria_change?: { readonly from: Decision; readonly to: Decision } | null;
}

export function companyWorkflowOf(c: ContractCompany): CompanyWorkflow {
  const change = c.criteria_change ?? null;
  return {
    id: c.id,
    status: companyStatusKey(c.status) ?? 'notAnalyzed',
    automated: c.automated_decision?.decision ?? null,
    human: c.human_decision?.decision ?? null,
    conflict: c.status === COMPANY_STATUS.decisionConflict,
    outdated: c.outdated_criteria ?? false,
    pendingChange: change ? { from: change.from, to: change.to, change: `${change.from}-to-${change.to}` } : null,
  };
}
