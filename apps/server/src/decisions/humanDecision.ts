// Use case: a person's decision on a company (spec sections 2 and 7). The domain rule decides the
// status, the previous state is kept in the audit event (so the decision can be undone), and the
// Review Analyst checks the decision at once. The company row is read once, locked, before the
// write, and once more for the answer.
import { decide, validateDecisionReason, type HumanDecision } from '@quartile/domain';
import type { Company } from '@quartile/api';
import type { ReviewResult } from '@quartile/analyst';
import { recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { userDisplayName } from '../auth/users.ts';
import { readCompany, updateCompany, type CompanyRow } from '../companies/companyStore.ts';
import { afterWorkflow, saveWorkflow, toWorkflow, type StoredHumanDecision } from '../companies/companyWorkflow.ts';
import type { AppContext } from '../context.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import { ValidationError } from '../errors.ts';
import { loadBenchmarkContext } from '../review/reviewInput.ts';
import { reviewAndStore, type ReviewTrigger } from '../review/storeReview.ts';
import { lockForWrite, type CompanyAddress } from './companyWrite.ts';
import { requestLearning } from '../analysis/learning.ts';
import { markLearningWanted } from '../analysis/learningRequests.ts';

export interface DecisionInput {
  decision: HumanDecision;
  reason?: string | null;
  reason_code?: string | null;
}

/** Checks the reason against the taxonomy; a bad one is a ValidationError that changes nothing. */
export function assertReason(input: DecisionInput): void {
  const problem = validateDecisionReason(input.decision, input.reason_code, input.reason);
  if (problem) throw new ValidationError(problem, { reason_code: [problem] });
}

/** Runs the Review Analyst on the company as it now is (its flags follow the decision at once). */
export async function reviewCompany(sql: SqlRunner, firmId: string, row: CompanyRow, trigger: Extract<ReviewTrigger, 'decision' | 'quick_review'>): Promise<ReviewResult | null> {
  const context = await loadBenchmarkContext(sql, row.benchmark_id);
  return context ? reviewAndStore(sql, { firmId, row, context, trigger }) : null;
}

/**
 * Records a person's decision on a locked company row (a refused transition is the domain's
 * WorkflowError, 409); answers the Review Analyst's result on the decided company.
 */
export async function applyHumanDecision(
  sql: SqlRunner,
  auth: AuthContext,
  row: CompanyRow,
  input: DecisionInput,
  via: 'panel' | 'quick_review',
): Promise<ReviewResult | null> {
  assertReason(input); // every caller (panel, quick review, the demo seed) meets the same rule
  const next = decide(toWorkflow(row), input.decision);
  const previous = row.human_decision as StoredHumanDecision | null;
  const decision: StoredHumanDecision = {
    decision: input.decision,
    reason: input.reason?.trim() || null,
    reason_code: input.reason_code ?? null,
    via,
    decided_by: { id: auth.userId, name: await userDisplayName(sql, auth.userId) },
    decided_at: new Date().toISOString(),
  };
  await updateCompany(sql, auth.firmId, row.id, { human_decision: decision }, { bumpVersion: false });
  await saveWorkflow(sql, row, next);
  // The companies nobody decided learn from it: asked in this transaction, so a crash before the
  // queue message loses nothing (analysis/learningRequests.ts).
  await markLearningWanted(sql, auth.firmId, row.benchmark_id);
  const after = afterWorkflow(row, next, decision);
  await recordUserEvent(sql, auth, {
    benchmarkId: row.benchmark_id,
    companyId: row.id,
    action: 'decision.human',
    details: {
      via,
      resolved_conflict: row.conflict,
      version_after: after.version,
      // What an undo restores.
      previous: { status: row.status, human_decision: previous, conflict: row.conflict },
    },
    before: {
      status: row.status,
      human_decision: previous?.decision ?? null,
      reason: previous?.reason ?? null,
      reason_code: previous?.reason_code ?? null,
    },
    after: { status: after.status, human_decision: decision.decision, reason: decision.reason, reason_code: decision.reason_code },
  });
  return reviewCompany(sql, auth.firmId, after, via === 'quick_review' ? 'quick_review' : 'decision');
}

/** The decision of the review panel; answers the company as it now is. */
export async function recordHumanDecision(ctx: AppContext, auth: AuthContext, address: CompanyAddress, input: DecisionInput, ifMatch: string | undefined): Promise<Company> {
  assertReason(input);
  const company = await withFirm(ctx.database, auth.firmId, async (sql) => {
    const row = await lockForWrite(sql, address, ifMatch);
    await applyHumanDecision(sql, auth, row, input, 'panel');
    return readCompany(sql, row.id);
  });
  // The companies nobody decided learn from it in the background (analysis/learning.ts).
  await requestLearning(ctx, auth.firmId, address.benchmarkId);
  return company;
}
