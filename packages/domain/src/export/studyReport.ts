/**
 * When the benchmarking study report may be final (issue 21): every company that is still in the
 * study (not deleted, not excluded) has a final decision (accepted or rejected, by the criteria or
 * after review) taken against the current criteria. Until then only a draft is offered, and every
 * page of a draft is marked DRAFT. The server refuses the final report with `studyReportBlockedMessage`
 * and the Exports tab explains the draft with the same words.
 */
import { COMPANY_STATUS } from '../workflow/companyStatus.ts';
import { isFinal } from '../workflow/decisionLabels.ts';

export interface StudyReportCompany {
  readonly status: string;
  readonly is_excluded?: boolean;
  readonly outdated_criteria?: boolean;
}

export interface StudyReportBlockers {
  /** Companies in the study without a final decision (not analysed, refrained, in conflict, ...). */
  readonly undecided: number;
  /** Companies decided against criteria that have since changed. */
  readonly outdated: number;
}

const inStudy = (c: StudyReportCompany) => c.status !== COMPANY_STATUS.deleted && c.status !== COMPANY_STATUS.excluded && !c.is_excluded;

export function studyReportBlockers(companies: readonly StudyReportCompany[]): StudyReportBlockers {
  let undecided = 0;
  let outdated = 0;
  for (const c of companies) {
    if (!inStudy(c)) continue;
    if (!isFinal(c.status)) undecided++;
    else if (c.outdated_criteria) outdated++;
  }
  return { undecided, outdated };
}

const companies = (n: number) => `${n} ${n === 1 ? 'company' : 'companies'}`;

/** Why the final report cannot be made yet, in a person's words; null when it can. */
export function studyReportBlockedMessage(blockers: StudyReportBlockers): string | null {
  const parts: string[] = [];
  if (blockers.undecided > 0) parts.push(`${companies(blockers.undecided)} without a final decision`);
  if (blockers.outdated > 0) parts.push(`${companies(blockers.outdated)} decided against older criteria`);
  if (parts.length === 0) return null;
  return `The study report can be final once every company has a current final decision: the study has ${parts.join(' and ')}. Export a draft instead (every page is marked DRAFT), or finish the review first.`;
}
