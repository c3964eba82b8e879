/**
 * Company status machine (product-spec §4 "Company states" and "Rules of the benchmark workflow").
 *
 * Every state the spec lists is a status here. Transitions (Quartile's reading of §4):
 * - Import: Not Analyzed → Ready for Analysis (validated) → Pending (queued in a run) → Analysis in Progress.
 * - A run ends in Data Collected - Awaiting Decision, Accepted/Rejected using Criteria, Analysis
 *   Failed, Decision Conflict (new automated decision differs from the human one), Accepted/Rejected
 *   after Review (agrees with the human one), or Criteria Confirmation (re-run after a criteria change).
 * - A human decides Accept / Reject (after Review) or refrains (Decision Refrained); on a conflict
 *   only Accept or Reject is allowed (§4 "On a conflict the user must choose Accept or Reject again").
 * - Editing a company deletes its analysis: back to Ready for Analysis (§4).
 * - Excluded / Included toggle; Deleted is terminal (§4 "Deleting the uploaded file marks all
 *   imported companies as deleted").
 */
import { WorkflowError } from './errors.ts';

export const COMPANY_STATUS = {
  notAnalyzed: 'Not Analyzed',
  readyForAnalysis: 'Ready for Analysis',
  pending: 'Pending',
  analysisInProgress: 'Analysis in Progress',
  dataCollected: 'Data Collected - Awaiting Decision',
  analysisFailed: 'Analysis Failed',
  decisionRefrained: 'Decision Refrained',
  acceptedUsingCriteria: 'Accepted using Criteria',
  rejectedUsingCriteria: 'Rejected using Criteria',
  acceptedAfterReview: 'Accepted after Review',
  rejectedAfterReview: 'Rejected after Review',
  decisionConflict: 'Decision Conflict',
  criteriaConfirmation: 'Criteria Confirmation',
  excluded: 'Excluded',
  included: 'Included',
  deleted: 'Deleted',
} as const;

export type CompanyStatus = keyof typeof COMPANY_STATUS;
export const COMPANY_STATUSES = Object.keys(COMPANY_STATUS) as CompanyStatus[];

/** Statuses in which the analysis of the company has finished with a result to decide on. */
export const DECIDABLE_STATUSES: readonly CompanyStatus[] = [
  'dataCollected',
  'decisionRefrained',
  'acceptedUsingCriteria',
  'rejectedUsingCriteria',
  'acceptedAfterReview',
  'rejectedAfterReview',
  'decisionConflict',
];

const LEAVE = ['readyForAnalysis', 'excluded', 'deleted'] as const; // edit, exclude, delete
const RUN = ['pending', 'analysisInProgress'] as const;
const DECIDE = ['acceptedAfterReview', 'rejectedAfterReview', 'decisionRefrained'] as const;
/** Where an analysis (or a criteria confirmation) can land. */
const OUTCOME = ['dataCollected', 'acceptedUsingCriteria', 'rejectedUsingCriteria', 'acceptedAfterReview', 'rejectedAfterReview', 'decisionRefrained', 'decisionConflict'] as const;

export const COMPANY_TRANSITIONS: Readonly<Record<CompanyStatus, readonly CompanyStatus[]>> = {
  notAnalyzed: ['readyForAnalysis', ...RUN, 'excluded', 'deleted'],
  readyForAnalysis: ['notAnalyzed', ...RUN, 'excluded', 'deleted'],
  pending: ['analysisInProgress', 'readyForAnalysis', 'excluded', 'deleted'],
  analysisInProgress: [...OUTCOME, 'criteriaConfirmation', 'analysisFailed', 'deleted'],
  analysisFailed: [...RUN, ...LEAVE],
  dataCollected: [...DECIDE, ...RUN, ...LEAVE],
  decisionRefrained: [...DECIDE, ...RUN, ...LEAVE],
  acceptedUsingCriteria: [...DECIDE, ...RUN, ...LEAVE],
  rejectedUsingCriteria: [...DECIDE, ...RUN, ...LEAVE],
  acceptedAfterReview: [...DECIDE, ...RUN, ...LEAVE],
  rejectedAfterReview: [...DECIDE, ...RUN, ...LEAVE],
  decisionConflict: ['acceptedAfterReview', 'rejectedAfterReview', ...LEAVE],
  criteriaConfirmation: [...OUTCOME, ...LEAVE],
  excluded: ['included', 'deleted'],
  included: ['notAnalyzed', 'readyForAnalysis', ...RUN, 'excluded', 'deleted'],
  deleted: [],
};

export function canTransition(from: CompanyStatus, to: CompanyStatus): boolean {
  return COMPANY_TRANSITIONS[from]?.includes(to) ?? false;
}

function hint(from: CompanyStatus, to: CompanyStatus): string {
  if (from === 'deleted') return 'Deleted companies cannot be changed.';
  if (from === 'decisionConflict') return 'Choose Accept or Reject to resolve the conflict first.';
  if (from === 'analysisInProgress') return 'Wait for the analysis to finish.';
  if (from === 'excluded') return 'Include the company again first.';
  if (DECIDE.includes(to as (typeof DECIDE)[number])) return 'The company has to be analysed before a decision can be made.';
  return 'This step is not allowed in the benchmark workflow.';
}

/** Throws a WorkflowError with a readable message when the transition is not allowed. */
export function assertTransition(from: CompanyStatus, to: CompanyStatus): void {
  if (!(from in COMPANY_STATUS)) throw new WorkflowError('unknown-status', `Unknown company status "${String(from)}".`);
  if (!(to in COMPANY_STATUS)) throw new WorkflowError('unknown-status', `Unknown company status "${String(to)}".`);
  if (!canTransition(from, to)) {
    throw new WorkflowError(
      'illegal-transition',
      `A company that is "${COMPANY_STATUS[from]}" cannot become "${COMPANY_STATUS[to]}". ${hint(from, to)}`,
    );
  }
}

const STATUS_KEYS = new Map<string, CompanyStatus>(Object.entries(COMPANY_STATUS).map(([key, label]) => [label, key as CompanyStatus]));

/** The status key of a label as the API and the database spell it ("Decision Refrained" -> decisionRefrained). */
export function companyStatusKey(label: string): CompanyStatus | null {
  return STATUS_KEYS.get(label) ?? null;
}
