// Use case: quick review, a keyboard pass over the Human Review queue: accept, reject, refrain
// (through the same path as a decision of the review panel), undo the caller's last decision,
// or check a proposed decision without storing anything.
import { DECIDABLE_STATUS_LABELS, isCompanyStatusLabel } from '@quartile/domain';
import type { Company } from '@quartile/api';
import { recordEvent, userActor } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { BENCHMARK_NOT_FOUND } from '../benchmarks/benchmarkStore.ts';
import { readCompany, readCompanyRow, restoreDecisionState, type CompanyRow } from '../companies/companyStore.ts';
import type { StoredHumanDecision } from '../companies/companyWorkflow.ts';
import type { AppContext } from '../context.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, WorkflowError } from '../errors.ts';
import { lockForWrite, type CompanyAddress } from '../decisions/companyWrite.ts';
import { applyHumanDecision, assertReason, type DecisionInput } from '../decisions/humanDecision.ts';
import { requestLearning } from '../analysis/learning.ts';
import { markLearningWanted } from '../analysis/learningRequests.ts';
import { loadBenchmarkContext } from './reviewInput.ts';
import { lastDecisionEvent, type DecisionEvent } from './reviewStore.ts';
import { flagDto, reviewAndStore, reviewOnly } from './storeReview.ts';

export const NOTHING_TO_UNDO = 'There is no decision of yours on this company to undo.';
export const UNDO_AFTER_CHANGE = 'This company changed after your decision, so it cannot be undone. Reload to see the change.';

/** Statuses whose company has an analysis to review. */
export const REVIEWABLE = new Set<string>(DECIDABLE_STATUS_LABELS);

export interface QuickReviewInput {
  action: 'accept' | 'reject' | 'refrain' | 'undo' | 'check';
  reason?: string | null;
  reason_code?: string | null;
  proposed_decision?: DecisionInput['decision'];
}

/** The caller's latest decision on the company, if nothing happened to the company since. */
async function lastUndoableDecision(sql: SqlRunner, row: CompanyRow, userId: string): Promise<DecisionEvent> {
  const last = await lastDecisionEvent(sql, row.id);
  if (!last || last.action !== 'decision.human' || last.actor_id !== userId || !last.details.previous) throw new WorkflowError('nothingToUndo', NOTHING_TO_UNDO);
  if (last.details.version_after !== undefined && last.details.version_after !== row.version) throw new WorkflowError('changedSinceDecision', UNDO_AFTER_CHANGE);
  return last;
}

async function undoDecision(sql: SqlRunner, firmId: string, userId: string, row: CompanyRow): Promise<void> {
  const event = await lastUndoableDecision(sql, row, userId);
  const previous = event.details.previous!;
  if (!isCompanyStatusLabel(previous.status)) throw new WorkflowError('nothingToUndo', NOTHING_TO_UNDO);
  await restoreDecisionState(sql, row.id, previous);
  const current = row.human_decision as StoredHumanDecision | null;
  await recordEvent(sql, {
    firmId,
    benchmarkId: row.benchmark_id,
    companyId: row.id,
    actor: userActor(userId),
    action: 'decision.undone',
    details: { undone_event_id: event.id },
    before: { status: row.status, human_decision: current?.decision ?? null, reason: current?.reason ?? null },
    after: {
      status: previous.status,
      human_decision: previous.human_decision?.decision ?? null,
      reason: previous.human_decision?.reason ?? null,
    },
  });
}

function quickReviewDto(companyId: string, result: Awaited<ReturnType<typeof reviewOnly>>, flags: Company['review_flags']) {
  return {
    company_id: companyId,
    suggestion: result.suggestion,
    confidence: result.confidence,
    reasoning: result.reasoning,
    flags,
    citations_verified: result.citations_verified,
  };
}

export async function quickReview(ctx: AppContext, auth: AuthContext, address: CompanyAddress, input: QuickReviewInput, ifMatch: string | undefined) {
  const { action } = input;
  if (action === 'accept' || action === 'reject' || action === 'refrain') assertReason({ decision: action, reason: input.reason ?? null, reason_code: input.reason_code ?? null });
  const answer = await withFirm(ctx.database, auth.firmId, async (sql) => {
    const row = await lockForWrite(sql, address, ifMatch);
    const context = await loadBenchmarkContext(sql, row.benchmark_id);
    if (!context) throw new NotFoundError(BENCHMARK_NOT_FOUND);
    if (action === 'check') {
      if (!REVIEWABLE.has(row.status)) throw new WorkflowError('notReviewable', `A company that is "${row.status}" has no analysis to review yet.`);
      const proposed = input.proposed_decision
        ? { decision: input.proposed_decision, reason: input.reason ?? null, reason_code: input.reason_code ?? null, decided_at: new Date().toISOString() }
        : undefined;
      const result = await reviewOnly(sql, row, context, proposed);
      const now = new Date().toISOString();
      const flags = result.flags.map((f) => flagDto(f, now));
      return { company: await readCompany(sql, row.id), review: quickReviewDto(row.id, result, flags), undone: false };
    }
    let result;
    if (action === 'undo') {
      await undoDecision(sql, auth.firmId, auth.userId, row);
      await markLearningWanted(sql, auth.firmId, row.benchmark_id);
      result = await reviewAndStore(sql, { firmId: auth.firmId, row: await readCompanyRow(sql, row.id), context, trigger: 'quick_review' });
    } else {
      result = (await applyHumanDecision(sql, auth, row, { decision: action, reason: input.reason ?? null, reason_code: input.reason_code ?? null }, 'quick_review'))!;
    }
    const company = await readCompany(sql, row.id);
    return {
      company,
      review: quickReviewDto(row.id, result, company.review_flags.filter((f) => f.dismissal === null)),
      undone: action === 'undo',
    };
  });
  // A decision or its undo: the companies nobody decided learn from the decisions (analysis/learning.ts).
  if (action !== 'check') await requestLearning(ctx, auth.firmId, address.benchmarkId);
  return answer;
}
