/**
 * The words people read for statuses and decisions, on screen, in the workbook, in the evidence
 * report and in the audit trail (product-spec §3 "Decisions", §4 "Company states"), and the sets
 * of statuses the contract speaks of. One wording per thing: every place imports these.
 *
 * - A human decision is Accept, Reject or Refrain; the status it leads to is "Decision Refrained"
 *   (the spec's "Decision Refrained (deferred)"). Past tense, as in "Refrained by Anna", reads
 *   Accepted / Rejected / Refrained.
 * - Final: a company accepted or rejected, by the criteria or after review. Those are what a
 *   documentation bundle holds and what the accepted/rejected counts of a study count.
 * - Analysed: the analysis has finished with a result to decide on (including a pending
 *   criteria confirmation); the Human Review queue shows only these.
 */
import { COMPANY_STATUS, DECIDABLE_STATUSES, type CompanyStatus } from './companyStatus.ts';
import type { HumanDecision } from './decisions.ts';

/** A status as the API spells it: "Accepted after Review", ... */
export type CompanyStatusLabel = (typeof COMPANY_STATUS)[CompanyStatus];

/** Every status label, in the order of the spec's list of company states (§4). */
export const COMPANY_STATUS_LABELS: readonly CompanyStatusLabel[] = [
  COMPANY_STATUS.readyForAnalysis,
  COMPANY_STATUS.analysisInProgress,
  COMPANY_STATUS.dataCollected,
  COMPANY_STATUS.analysisFailed,
  COMPANY_STATUS.decisionRefrained,
  COMPANY_STATUS.acceptedUsingCriteria,
  COMPANY_STATUS.rejectedUsingCriteria,
  COMPANY_STATUS.acceptedAfterReview,
  COMPANY_STATUS.rejectedAfterReview,
  COMPANY_STATUS.deleted,
  COMPANY_STATUS.excluded,
  COMPANY_STATUS.included,
  COMPANY_STATUS.notAnalyzed,
  COMPANY_STATUS.pending,
  COMPANY_STATUS.decisionConflict,
  COMPANY_STATUS.criteriaConfirmation,
];

/** The decision itself, as a button, a radio or a table cell shows it. */
export const DECISION_LABELS: Readonly<Record<HumanDecision, string>> = { accept: 'Accept', reject: 'Reject', refrain: 'Refrain' };

/** The decision once made, as in "Refrained by Anna Lindqvist on 3 Mar 2026". */
export const DECIDED_LABELS: Readonly<Record<HumanDecision, string>> = { accept: 'Accepted', reject: 'Rejected', refrain: 'Refrained' };

/** Statuses whose companies are the accepted set of a study. */
export const ACCEPTED_STATUS_LABELS = [COMPANY_STATUS.acceptedUsingCriteria, COMPANY_STATUS.acceptedAfterReview] as const;
/** Statuses whose companies are the rejected set of a study. */
export const REJECTED_STATUS_LABELS = [COMPANY_STATUS.rejectedUsingCriteria, COMPANY_STATUS.rejectedAfterReview] as const;
/** Statuses with a final decision, accepted first. */
export const FINAL_STATUS_LABELS = [...ACCEPTED_STATUS_LABELS, ...REJECTED_STATUS_LABELS] as const;
/** A person accepted or rejected the company. */
export const DECIDED_BY_PERSON_LABELS = [COMPANY_STATUS.acceptedAfterReview, COMPANY_STATUS.rejectedAfterReview] as const;
/** Statuses in which a person can decide, or the Review Analyst review (DECIDABLE_STATUSES, as labels). */
export const DECIDABLE_STATUS_LABELS: readonly CompanyStatusLabel[] = DECIDABLE_STATUSES.map((s) => COMPANY_STATUS[s]);
/** Queued or running: the "ongoing" count of a study. */
export const ONGOING_STATUS_LABELS = [COMPANY_STATUS.pending, COMPANY_STATUS.analysisInProgress] as const;
/** Statuses whose analysis has finished: decidable ones and a pending criteria confirmation. */
export const ANALYSED_STATUS_LABELS: readonly CompanyStatusLabel[] = [...DECIDABLE_STATUS_LABELS, COMPANY_STATUS.criteriaConfirmation];

const has = (set: readonly string[], status: string) => set.includes(status);
export const isAccepted = (status: string): boolean => has(ACCEPTED_STATUS_LABELS, status);
export const isRejected = (status: string): boolean => has(REJECTED_STATUS_LABELS, status);
export const isFinal = (status: string): boolean => has(FINAL_STATUS_LABELS, status);
export const isDecidedByPerson = (status: string): boolean => has(DECIDED_BY_PERSON_LABELS, status);
export const isAnalysed = (status: string): boolean => has(ANALYSED_STATUS_LABELS, status);
export const isDecidable = (status: string): boolean => has(DECIDABLE_STATUS_LABELS, status);
export const isOngoing = (status: string): boolean => has(ONGOING_STATUS_LABELS, status);
export const isCompanyStatusLabel = (value: string): value is CompanyStatusLabel => has(COMPANY_STATUS_LABELS, value);
/** Refrained, or analysed with no decision yet: a person has still to decide. */
export const isUndecided = (status: string): boolean => status === COMPANY_STATUS.decisionRefrained || status === COMPANY_STATUS.dataCollected;

/** The outcome of a company in one word, for the workbook's decision column. */
export function outcomeLabel(status: string): string {
  if (isAccepted(status)) return DECISION_LABELS.accept;
  if (isRejected(status)) return DECISION_LABELS.reject;
  if (status === COMPANY_STATUS.decisionRefrained) return DECISION_LABELS.refrain;
  return status === COMPANY_STATUS.decisionConflict ? 'Conflict' : 'Pending';
}
