// Use cases: the criteria lifecycle (spec section 4): save a new version, which flags analysed
// companies whose decision may change; then confirm or revert each changed decision.
import { generateCriteria as proposeCriteria } from '@quartile/analyst';
import { MESSAGES, confirmChange, markOutdated, revertChange, sameCriteria, validateCriteria, type CompanyWorkflow } from '@quartile/domain';
import { recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import {
  assertBenchmarkVersion,
  lockCriteriaState,
  readCriteriaInputs,
  saveCriteriaVersion,
  setCriteriaPendingConfirmation,
} from '../benchmarks/benchmarkStore.ts';
import {
  COMPANY_NOT_FOUND,
  countAwaitingCriteriaConfirmation,
  liveCompanies,
  lockCompanies,
  readCompany,
  readCompanyRow,
  updateCompanies,
} from '../companies/companyStore.ts';
import { saveWorkflow, toWorkflow } from '../companies/companyWorkflow.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, ValidationError, WorkflowError } from '../errors.ts';
import { reviewCompany } from './humanDecision.ts';
import { normalizeReadings, type ReadingInput } from '../analysis/criteriaReadings.ts';

export const PENDING_CONFIRMATION = 'Confirm or revert the changed decisions before changing the criteria again.';
export const RUN_IN_PROGRESS = 'Wait for the analysis to finish before confirming or reverting changed decisions.';

export interface CriteriaInput {
  accept: readonly string[];
  reject: readonly string[];
  /** Readings a person adjusted (classification codes per criterion), saved with the version. */
  readings?: readonly ReadingInput[];
}

export async function saveCriteria(ctx: AppContext, auth: AuthContext, benchmarkId: string, input: CriteriaInput, ifMatch: string | undefined) {
  const texts = {
    accept: input.accept.map((c) => c.trim()).filter(Boolean),
    reject: input.reject.map((c) => c.trim()).filter(Boolean),
  };
  const problem = validateCriteria(texts);
  if (problem) throw new ValidationError(problem, { criteria: [problem] });
  // The analysis reads a criterion with an adjusted reading through it (ADR 0023); none: from its words.
  const readings = normalizeReadings(input.readings, texts);
  const criteria = readings.length > 0 ? { ...texts, readings } : texts;
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const benchmark = await lockCriteriaState(sql, auth.firmId, benchmarkId);
    assertBenchmarkVersion(ifMatch, benchmark.version);
    if (benchmark.criteria_pending_confirmation) throw new WorkflowError('criteriaPendingConfirmation', PENDING_CONFIRMATION);
    const version = benchmark.criteria_version + 1;
    await saveCriteriaVersion(sql, { firmId: auth.firmId, benchmarkId, version, criteria, savedBy: auth.userId });
    // Analysed companies may decide differently under the new criteria: flag them for a re-run.
    const companies = await liveCompanies(sql, auth.firmId, benchmarkId);
    const outdated = companies.filter((row) => !row.outdated_criteria && markOutdated(toWorkflow(row)).outdated);
    await updateCompanies(sql, auth.firmId, outdated.map((c) => c.id), { outdated_criteria: true });
    await recordUserEvent(sql, auth, {
      benchmarkId,
      action: 'criteria.saved',
      details: { version, outdated_companies: outdated.length, adjusted_readings: readings.length },
      before: { ...benchmark.criteria },
      after: { ...criteria },
    });
    return { criteria, outdated_company_ids: outdated.map((c) => c.id), requires_rerun: outdated.length > 0 };
  });
}

export interface CriteriaChangeDecision {
  company_id: string;
  action: 'confirm' | 'revert';
}

export async function confirmCriteriaChanges(
  ctx: AppContext,
  auth: AuthContext,
  benchmarkId: string,
  decisions: readonly CriteriaChangeDecision[],
  ifMatch: string | undefined,
) {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const benchmark = await lockCriteriaState(sql, auth.firmId, benchmarkId);
    assertBenchmarkVersion(ifMatch, benchmark.version);
    if (benchmark.active_job_id) throw new WorkflowError('runActive', RUN_IN_PROGRESS);
    const ids = decisions.map((d) => d.company_id);
    if (new Set(ids).size !== ids.length) throw new ValidationError('Each company may appear once.', { decisions: ['Each company may appear once.'] });
    const rows = await lockCompanies(sql, auth.firmId, benchmarkId, ids);
    if (rows.length !== ids.length) throw new NotFoundError(COMPANY_NOT_FOUND);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const { company_id: id, action } of decisions) {
      const row = byId.get(id)!;
      const next: CompanyWorkflow = action === 'confirm' ? confirmChange(toWorkflow(row)) : revertChange(toWorkflow(row));
      await saveWorkflow(sql, row, next, action);
      const settled = await readCompanyRow(sql, id);
      await reviewCompany(sql, auth.firmId, settled, 'decision');
      await recordUserEvent(sql, auth, {
        benchmarkId,
        companyId: id,
        action: action === 'confirm' ? 'criteria.change_confirmed' : 'criteria.change_reverted',
        details: { criteria_version: benchmark.criteria_version, kept_criteria_version: (settled.analysis?.criteria_version as number | undefined) ?? null },
        before: { status: row.status, criteria_change: row.criteria_change },
        after: { status: settled.status, automated_decision: next.automated },
      });
    }
    const pending = (await countAwaitingCriteriaConfirmation(sql, benchmarkId)) > 0;
    await setCriteriaPendingConfirmation(sql, benchmarkId, pending);
    const companies = await Promise.all(ids.map((id) => readCompany(sql, id)));
    return { companies, criteria_pending_confirmation: pending };
  });
}

/** Proposes criteria from the tested party's description (spec: criteria/generate); stores nothing. */
export async function generateCriteria(ctx: AppContext, firmId: string, benchmarkId: string) {
  const benchmark = await withFirm(ctx.database, firmId, (sql) => readCriteriaInputs(sql, firmId, benchmarkId));
  const description = benchmark.tested_party_description.trim();
  if (description === '') {
    throw new ValidationError(MESSAGES.failedToGenerateCriteria, { tested_party_description: ['Describe the tested party first (its functions, products and markets).'] });
  }
  const proposed = proposeCriteria(description);
  if (proposed.accept.length === 0 && proposed.reject.length === 0) {
    throw new ValidationError(MESSAGES.failedToGenerateCriteria, {
      tested_party_description: ['The description does not say what the tested party does (for example distribution, manufacturing, IT services or contract research).'],
    });
  }
  const criteria = { accept: [...proposed.accept], reject: [...proposed.reject] };
  return { criteria, identical_to_current: sameCriteria(benchmark.criteria, criteria) };
}
