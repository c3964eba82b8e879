/**
 * Benchmark-level workflow rules (product-spec §4 "Rules of the benchmark workflow", §5).
 * - Only one file can exist; it must be deleted before a new upload.
 * - Deleting the uploaded file marks all imported companies as deleted.
 * - A criteria change (at least one criterion filled) flags analysed companies as outdated.
 * - Analysis cannot run while criteria changes await confirmation, nor while a run is going.
 * - Confirming or reverting criteria changes requires the analysis to be finished.
 * - Export cannot run without companies.
 * Every function is pure: it returns a new benchmark or throws a WorkflowError.
 */
import { sameCriteria, validateCriteria, type Criteria } from './criteria.ts';
import {
  completeAnalysis,
  confirmChange,
  deleteCompany,
  editCompany as editOne,
  failAnalysis,
  markOutdated,
  needsAnalysis,
  newCompany,
  revertChange,
  startAnalysis,
  type CompanyWorkflow,
  type Decision,
} from './decisions.ts';
import { WorkflowError } from './errors.ts';
import type { AnalysisState } from './phases.ts';
import { MESSAGES } from '../validation/messages.ts';

export interface UploadedFile {
  readonly name: string;
}

export interface BenchmarkWorkflow {
  readonly analysis: AnalysisState;
  readonly file: UploadedFile | null;
  readonly criteria: Criteria;
  readonly companies: readonly CompanyWorkflow[];
}

export function newBenchmark(): BenchmarkWorkflow {
  return { analysis: 'not-started', file: null, criteria: { accept: [], reject: [] }, companies: [] };
}

export function uploadFile(b: BenchmarkWorkflow, file: UploadedFile, companyIds: readonly string[]): BenchmarkWorkflow {
  if (b.file !== null) throw new WorkflowError('one-file-only', MESSAGES.oneFileOnly);
  if (companyIds.length === 0) throw new WorkflowError('no-companies', MESSAGES.noCompaniesImported);
  return { ...b, file, companies: [...b.companies, ...companyIds.map((id) => newCompany(id))] };
}

export function deleteFile(b: BenchmarkWorkflow): BenchmarkWorkflow {
  if (b.file === null) throw new WorkflowError('no-file', MESSAGES.noFileToDelete);
  return { ...b, file: null, companies: b.companies.map(deleteCompany) };
}

export const awaitingCriteriaConfirmation = (b: BenchmarkWorkflow): boolean =>
  b.companies.some((c) => c.status === 'criteriaConfirmation');

export function changeCriteria(b: BenchmarkWorkflow, criteria: Criteria): BenchmarkWorkflow {
  const problem = validateCriteria(criteria);
  if (problem !== null) throw new WorkflowError('criteria-required', problem);
  if (sameCriteria(b.criteria, criteria)) return b;
  return { ...b, criteria, companies: b.companies.map(markOutdated) };
}

function assertCanRun(b: BenchmarkWorkflow): void {
  if (awaitingCriteriaConfirmation(b)) throw new WorkflowError('criteria-awaiting-confirmation', MESSAGES.analysisBlockedByCriteria);
  if (b.analysis === 'running') throw new WorkflowError('analysis-running', MESSAGES.analysisAlreadyRunning);
  const problem = validateCriteria(b.criteria);
  if (problem !== null) throw new WorkflowError('criteria-required', problem);
}

/** Starts a run over every company that needs analysis. */
export function runAnalysis(b: BenchmarkWorkflow): BenchmarkWorkflow {
  assertCanRun(b);
  const todo = b.companies.filter(needsAnalysis);
  if (todo.length === 0) throw new WorkflowError('nothing-to-run', 'Every company is already analysed: there is nothing to run.');
  return { ...b, analysis: 'running', companies: b.companies.map((c) => (needsAnalysis(c) ? startAnalysis(c) : c)) };
}

/** Outcome per company id: a decision, `null` (data collected, no decision) or 'failed'. */
export type RunOutcome = Readonly<Record<string, Decision | null | 'failed'>>;

export function finishAnalysis(b: BenchmarkWorkflow, outcome: RunOutcome): BenchmarkWorkflow {
  if (b.analysis !== 'running') throw new WorkflowError('not-running', 'No analysis is running.');
  const companies = b.companies.map((c) => {
    if (c.status !== 'analysisInProgress') return c;
    const r = outcome[c.id];
    if (r === undefined || r === 'failed') return failAnalysis(c);
    return completeAnalysis(c, r);
  });
  return { ...b, analysis: 'finished', companies };
}

function settle(b: BenchmarkWorkflow, how: 'confirm' | 'revert'): BenchmarkWorkflow {
  if (b.analysis !== 'finished') throw new WorkflowError('analysis-not-finished', MESSAGES.confirmNeedsFinishedAnalysis);
  if (!awaitingCriteriaConfirmation(b)) throw new WorkflowError('no-pending-change', MESSAGES.noCriteriaChangesPending);
  const f = how === 'confirm' ? confirmChange : revertChange;
  return { ...b, companies: b.companies.map((c) => (c.status === 'criteriaConfirmation' ? f(c) : c)) };
}

export const confirmCriteriaChanges = (b: BenchmarkWorkflow): BenchmarkWorkflow => settle(b, 'confirm');
export const revertCriteriaChanges = (b: BenchmarkWorkflow): BenchmarkWorkflow => settle(b, 'revert');

export function editBenchmarkCompany(b: BenchmarkWorkflow, id: string): BenchmarkWorkflow {
  if (!b.companies.some((c) => c.id === id)) throw new WorkflowError('unknown-company', `There is no company ${id} in this benchmark.`);
  return { ...b, companies: b.companies.map((c) => (c.id === id ? editOne(c) : c)) };
}

export function assertCanExport(b: BenchmarkWorkflow): void {
  if (!b.companies.some((c) => c.status !== 'deleted')) throw new WorkflowError('no-companies', MESSAGES.exportNeedsCompanies);
}
