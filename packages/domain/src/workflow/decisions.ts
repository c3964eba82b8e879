/**
 * Decision rules for one company (product-spec §3 "Decisions", §4 "Company states" and
 * "Rules of the benchmark workflow").
 *
 * - Two decisions exist: the automated (criteria) decision and the human decision (Accept, Reject,
 *   or refrain = Decision Refrained). A human decision wins over the automated one.
 * - Decision Conflict: a (re-)analysis produced an automated decision that differs from the human
 *   Accept/Reject already recorded. The user must choose Accept or Reject again; refraining is not
 *   allowed while in conflict. (A human overriding the AI knowingly is "after Review", not a conflict.)
 * - Criteria change: companies already analysed are flagged `outdated` and need a re-run. When a
 *   re-run changes an automated decision, the company waits in Criteria Confirmation with the
 *   change-of-decision pair (reject→accept, accept→reject, accept→accept, reject→reject); confirm
 *   keeps the new decision, revert restores the old one (and the state of the decisions before
 *   the re-run: a person's override stays an override, not a conflict).
 * - Editing a company deletes its analysis (automated decision, outdated flag, pending change) and
 *   requires a re-run; the human decision and its reasoning are kept for the audit trail and are
 *   compared with the next automated decision.
 */
import { assertTransition, COMPANY_STATUS, DECIDABLE_STATUSES, type CompanyStatus } from './companyStatus.ts';
import { WorkflowError } from './errors.ts';
import { MESSAGES } from '../validation/messages.ts';

export type Decision = 'accept' | 'reject';
export type HumanDecision = Decision | 'refrain';

export const CHANGE_OF_DECISION_PAIRS = ['reject-to-accept', 'accept-to-reject', 'accept-to-accept', 'reject-to-reject'] as const;
export type DecisionChange = (typeof CHANGE_OF_DECISION_PAIRS)[number];

export function decisionChange(from: Decision, to: Decision): DecisionChange {
  return `${from}-to-${to}`;
}

export interface PendingChange {
  readonly from: Decision;
  readonly to: Decision;
  readonly change: DecisionChange;
}

export interface CompanyWorkflow {
  readonly id: string;
  readonly status: CompanyStatus;
  readonly automated: Decision | null;
  readonly human: HumanDecision | null;
  readonly conflict: boolean;
  readonly outdated: boolean;
  readonly pendingChange: PendingChange | null;
}

export function newCompany(id: string, status: CompanyStatus = 'notAnalyzed'): CompanyWorkflow {
  return { id, status, automated: null, human: null, conflict: false, outdated: false, pendingChange: null };
}

/** The status that follows from the decisions once an analysis has finished. */
export function resolveDecisionStatus(d: {
  automated: Decision | null;
  human: HumanDecision | null;
  conflict: boolean;
}): CompanyStatus {
  if (d.conflict) return 'decisionConflict';
  if (d.human === 'accept') return 'acceptedAfterReview';
  if (d.human === 'reject') return 'rejectedAfterReview';
  if (d.human === 'refrain') return 'decisionRefrained';
  if (d.automated === 'accept') return 'acceptedUsingCriteria';
  if (d.automated === 'reject') return 'rejectedUsingCriteria';
  return 'dataCollected';
}

/** True when the automated and the human Accept/Reject differ. */
export function decisionsDiffer(automated: Decision | null, human: HumanDecision | null): boolean {
  return automated !== null && (human === 'accept' || human === 'reject') && automated !== human;
}

function moveTo(c: CompanyWorkflow, status: CompanyStatus, patch: Partial<CompanyWorkflow> = {}): CompanyWorkflow {
  assertTransition(c.status, status);
  return { ...c, ...patch, status };
}

export const queueForAnalysis = (c: CompanyWorkflow): CompanyWorkflow => moveTo(c, 'pending');
export const startAnalysis = (c: CompanyWorkflow): CompanyWorkflow => moveTo(c, 'analysisInProgress');
export const failAnalysis = (c: CompanyWorkflow): CompanyWorkflow => moveTo(c, 'analysisFailed');

/**
 * Records the result of an analysis run: accept or reject; `'refrain'` when the analyst found the
 * sources insufficient or contradictory (Decision Refrained, no automated decision; a person's
 * earlier decision still stands); `null` when data was collected without a decision.
 */
export function completeAnalysis(c: CompanyWorkflow, result: Decision | 'refrain' | null): CompanyWorkflow {
  if (c.status !== 'analysisInProgress') {
    throw new WorkflowError('not-running', `Company ${c.id} is "${COMPANY_STATUS[c.status]}", not "${COMPANY_STATUS.analysisInProgress}"; there is no analysis to complete.`);
  }
  if (result === 'refrain') {
    const status = c.human === null ? 'decisionRefrained' : resolveDecisionStatus({ automated: null, human: c.human, conflict: false });
    return moveTo(c, status, { automated: null, conflict: false, outdated: false, pendingChange: null });
  }
  const automated = result;
  if (c.outdated && c.automated !== null && automated !== null) {
    const pendingChange = { from: c.automated, to: automated, change: decisionChange(c.automated, automated) };
    return moveTo(c, 'criteriaConfirmation', { outdated: false, pendingChange });
  }
  const conflict = decisionsDiffer(automated, c.human);
  return moveTo(c, resolveDecisionStatus({ automated, human: c.human, conflict }), { automated, conflict, outdated: false, pendingChange: null });
}

/** A person's Accept / Reject / refrain. */
export function decide(c: CompanyWorkflow, decision: HumanDecision): CompanyWorkflow {
  if (!DECIDABLE_STATUSES.includes(c.status)) {
    throw new WorkflowError('not-decidable', `Company ${c.id} is "${COMPANY_STATUS[c.status]}": only an analysed company can be accepted or rejected.`);
  }
  if (c.conflict && decision === 'refrain') throw new WorkflowError('conflict', MESSAGES.conflictNeedsAcceptOrReject);
  return moveTo(c, resolveDecisionStatus({ automated: c.automated, human: decision, conflict: false }), { human: decision, conflict: false });
}

function settleChange(c: CompanyWorkflow, keep: 'from' | 'to'): CompanyWorkflow {
  if (c.status !== 'criteriaConfirmation' || c.pendingChange === null) {
    throw new WorkflowError('no-pending-change', `Company ${c.id}: ${MESSAGES.noCriteriaChangesPending}`);
  }
  const automated = c.pendingChange[keep];
  // Revert puts the decisions back as they were; confirming a decision the re-run did not change
  // keeps them too. Only a confirmed new decision that differs from the person's is a conflict.
  const unchanged = keep === 'from' || c.pendingChange.from === c.pendingChange.to;
  const conflict = unchanged ? c.conflict : decisionsDiffer(automated, c.human);
  return moveTo(c, resolveDecisionStatus({ automated, human: c.human, conflict }), { automated, conflict, pendingChange: null });
}

export const confirmChange = (c: CompanyWorkflow): CompanyWorkflow => settleChange(c, 'to');
export const revertChange = (c: CompanyWorkflow): CompanyWorkflow => settleChange(c, 'from');

/** Criteria changed: analysed companies need re-processing. */
export function markOutdated(c: CompanyWorkflow): CompanyWorkflow {
  return DECIDABLE_STATUSES.includes(c.status) || c.status === 'analysisFailed' ? { ...c, outdated: true } : c;
}

/** Editing a company deletes its analysis and requires a re-run. */
export function editCompany(c: CompanyWorkflow): CompanyWorkflow {
  return moveTo(c, 'readyForAnalysis', { automated: null, conflict: false, outdated: false, pendingChange: null });
}

export const excludeCompany = (c: CompanyWorkflow): CompanyWorkflow => moveTo(c, 'excluded');
export const includeCompany = (c: CompanyWorkflow): CompanyWorkflow => moveTo(c, 'included');
export const deleteCompany = (c: CompanyWorkflow): CompanyWorkflow => (c.status === 'deleted' ? c : moveTo(c, 'deleted'));

/** Companies a run picks up: never analysed, failed, or outdated after a criteria change. */
export function needsAnalysis(c: CompanyWorkflow): boolean {
  if (['readyForAnalysis', 'pending', 'analysisFailed', 'included', 'notAnalyzed'].includes(c.status)) return true;
  return c.outdated && DECIDABLE_STATUSES.includes(c.status);
}

/**
 * The analysis learns from the reviewer's decisions from this many on, with at least one accepted and
 * one rejected company: before that the model cannot tell the sides apart (ADR 0018 measures it from
 * 10), and a few early decisions would re-decide a whole benchmark on one or two examples. Until
 * then the benchmark pass learns from the analysis' own clearest decisions (ADR 0023).
 */
export const MIN_LEARNING_DECISIONS = 4;

/** Statuses in which the reviewer's decisions may re-decide a company nobody decided (ADR 0018, 0023). */
export const LEARNABLE_STATUSES: readonly CompanyStatus[] = ['dataCollected', 'decisionRefrained', 'acceptedUsingCriteria', 'rejectedUsingCriteria'];

/**
 * The analysis re-decided from the reviewer's decisions in the benchmark (learning from decisions):
 * only a company no person decided, without a conflict, a pending criteria change or outdated
 * criteria. Answers null when the company may not change: a human decision is never changed.
 */
export function learnDecision(c: CompanyWorkflow, result: Decision | 'refrain'): CompanyWorkflow | null {
  if (c.human !== null || c.conflict || c.pendingChange !== null || c.outdated || !LEARNABLE_STATUSES.includes(c.status)) return null;
  const automated = result === 'refrain' ? null : result;
  const status: CompanyStatus = result === 'refrain' ? 'decisionRefrained' : resolveDecisionStatus({ automated, human: null, conflict: false });
  return { ...c, automated, status };
}
