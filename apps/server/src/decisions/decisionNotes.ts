// Use cases: the reason of a recorded decision, and a person's own summary of the company.
import type { Company } from '@quartile/api';
import { validateDecisionReason } from '@quartile/domain';
import { recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { readCompany, setHumanDecisionReason, updateCompany } from '../companies/companyStore.ts';
import type { StoredHumanDecision } from '../companies/companyWorkflow.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { ValidationError, WorkflowError } from '../errors.ts';
import { lockForWrite, type CompanyAddress } from './companyWrite.ts';

export const NO_DECISION_YET = 'Record a decision before adding its reason.';

export async function setDecisionReason(ctx: AppContext, auth: AuthContext, address: CompanyAddress, reason: string, ifMatch: string | undefined): Promise<Company> {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const row = await lockForWrite(sql, address, ifMatch);
    const current = row.human_decision as StoredHumanDecision | null;
    if (!current) throw new WorkflowError('noDecision', NO_DECISION_YET);
    const problem = validateDecisionReason(current.decision, current.reason_code, reason);
    if (problem) throw new ValidationError(problem, { reason: [problem] });
    await setHumanDecisionReason(sql, auth.firmId, row.id, reason.trim());
    await recordUserEvent(sql, auth, {
      benchmarkId: row.benchmark_id,
      companyId: row.id,
      action: 'decision.reason',
      before: { reason: current.reason },
      after: { reason: reason.trim() },
    });
    return readCompany(sql, row.id);
  });
}

export async function setHumanSummary(ctx: AppContext, auth: AuthContext, address: CompanyAddress, summary: string, ifMatch: string | undefined): Promise<Company> {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const row = await lockForWrite(sql, address, ifMatch);
    await updateCompany(sql, auth.firmId, row.id, { human_summary: summary.trim() || null });
    await recordUserEvent(sql, auth, {
      benchmarkId: row.benchmark_id,
      companyId: row.id,
      action: 'summary.human',
      before: { human_summary: row.human_summary },
      after: { human_summary: summary.trim() || null },
    });
    return readCompany(sql, row.id);
  });
}
