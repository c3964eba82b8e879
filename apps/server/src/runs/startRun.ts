// Starting a job over a benchmark's companies (web search, analysis, annual reports): checks the
// workflow's rules, freezes what the job works with, creates one item per company, moves queued
// companies to Pending and enqueues the items, all in one transaction (ADR 0009).
import {
  analysisReadiness,
  assertTransition,
  COMPANY_STATUS,
  companyStatusKey,
  creditsCheck,
  inRunScope,
  MESSAGES,
  remainingCapacity,
  scopeIsRerun,
  validateCriteria,
  webSearchReadiness,
  WorkflowError,
  type Criteria,
  type Readiness,
  type ReadinessInput,
  type RunScope,
} from '@quartile/domain';
import type { AppContext } from '../context.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import { recordEvent } from '../audit/recordEvent.ts';
import { providerFor } from './provider.ts';
import { enqueueItems, ensureItemQueue } from './queue.ts';
import { loadJob, type JobDto, type JobKind } from './jobRows.ts';
import { BENCHMARK_NOT_FOUND } from '../benchmarks/benchmarkStore.ts';
import { COMPANY_NOT_FOUND, updateCompanies } from '../companies/companyStore.ts';
import { InsufficientCreditsError, NotFoundError, ValidationError } from '../errors.ts';

export const RUN_ACTIVE = 'Another run is in progress for this benchmark. Wait for it to finish or cancel it.';
export const NOTHING_TO_ANALYSE = 'No company is ready for analysis: each needs a website, a description or an annual report, and a status that allows a run.';
export const NOTHING_TO_SEARCH = 'No company has a website to search. Add websites in the Companies tab.';
export const NOTHING_TO_READ = 'There are no imported annual reports waiting to be read.';

export type RunMode = 'web_search' | 'analysis' | 'annual_reports_process';

export interface StartRunInput {
  readonly firmId: string;
  readonly benchmarkId: string;
  /** null when the system starts it (the demo seed). */
  readonly userId: string | null;
  readonly mode: RunMode;
  /** Defaults to every company ready for the mode. */
  readonly companyIds?: readonly string[];
  /**
   * Analysis only (issue 19): which companies the run takes; `ready` (the default) is every
   * company that needs it, `selected` needs `companyIds` (domain workflow/outdated.ts).
   */
  readonly scope?: RunScope;
  /**
   * Analysis only: read what is already stored (the database description, read annual reports,
   * earlier web pages) and fetch no website. The demo seed runs offline this way.
   */
  readonly storedSourcesOnly?: boolean;
}

interface CompanyForRun extends ReadinessInput {
  id: string;
  name: string | null;
  row_number: number;
  criteria_version: number | null;
}

export const SCOPE_NEEDS_ANALYSIS = 'Choose the scope of a run for an analysis only.';
export const SELECTED_NEEDS_COMPANIES = 'Select at least one company to re-run.';
export const NOTHING_OUTDATED = 'No decision is outdated: every analysed company was decided under the current criteria.';
export const NOTHING_NOT_ANALYSED = 'Every company has been analysed: choose outdated or selected companies to re-run.';

function readinessFor(mode: RunMode, explicit: boolean): (c: CompanyForRun & { has_imported_report?: boolean }) => Readiness {
  if (mode === 'web_search') return webSearchReadiness;
  if (mode === 'analysis') return (c) => analysisReadiness(c, { rerun: explicit });
  return (c) => (c.has_imported_report ? { ready: true } : { ready: false, reason: 'no_source', message: 'No annual report waiting to be read' });
}

async function loadCompanies(sql: SqlRunner, firmId: string, benchmarkId: string) {
  return sql.query<CompanyForRun & { has_imported_report: boolean }>(
    `select c.id, c.name, c.row_number, c.status, c.excluded as is_excluded, c.exclusion_reason, c.website, c.url_issue, c.url_manually_validated,
            c.database_description, c.attributes, c.outdated_criteria, (c.analysis->>'criteria_version')::int as criteria_version,
            exists (select 1 from jsonb_array_elements(c.sources) s where s->>'kind' in ('annual_report', 'external_profile')) as has_document_source,
            exists (select 1 from annual_reports a where a.company_id = c.id and a.status = 'imported') as has_imported_report
     from companies c where c.benchmark_id = $1 and c.firm_id = $2 and c.deleted_at is null
     order by c.row_number, c.id`,
    [benchmarkId, firmId],
  );
}

/** Creates and enqueues the job; answers it (status queued). Throws the errors of ../errors.ts with the user's message. */
export async function startRun(ctx: AppContext, input: StartRunInput): Promise<JobDto> {
  await ensureItemQueue(ctx.queue);
  return withFirm(ctx.database, input.firmId, async (sql) => {
    const [benchmark] = await sql.query<{ criteria: Criteria; criteria_version: number; criteria_pending_confirmation: boolean; active_job_id: string | null; status: string }>(
      'select criteria, criteria_version, criteria_pending_confirmation, active_job_id, status from benchmarks where id = $1 and firm_id = $2 for update',
      [input.benchmarkId, input.firmId],
    );
    if (!benchmark) throw new NotFoundError(BENCHMARK_NOT_FOUND);
    if (benchmark.active_job_id) {
      const [open] = await sql.query("select 1 from jobs where id = $1 and status in ('queued', 'running')", [benchmark.active_job_id]);
      if (open) throw new WorkflowError('runActive', RUN_ACTIVE);
    }
    if (input.mode === 'analysis') {
      if (benchmark.criteria_pending_confirmation) throw new WorkflowError('criteriaPendingConfirmation', MESSAGES.analysisBlockedByCriteria);
      const problem = validateCriteria(benchmark.criteria);
      if (problem) throw new ValidationError(problem, { criteria: [problem] });
    }

    const companies = await loadCompanies(sql, input.firmId, input.benchmarkId);
    const scope = input.scope ?? (input.companyIds !== undefined && input.companyIds.length > 0 ? 'selected' : 'ready');
    if (input.scope && input.scope !== 'ready' && input.mode !== 'analysis') throw new ValidationError(SCOPE_NEEDS_ANALYSIS, { scope: [SCOPE_NEEDS_ANALYSIS] });
    if (input.scope === 'selected' && (input.companyIds ?? []).length === 0) throw new ValidationError(SELECTED_NEEDS_COMPANIES, { company_ids: [SELECTED_NEEDS_COMPANIES] });
    const explicit = scope === 'selected';
    const readiness = readinessFor(input.mode, explicit || scope === 'outdated');
    let chosen: CompanyForRun[];
    if (explicit) {
      const byId = new Map(companies.map((c) => [c.id, c]));
      const missing = input.companyIds!.filter((id) => !byId.has(id));
      if (missing.length > 0) throw new NotFoundError(COMPANY_NOT_FOUND);
      chosen = input.companyIds!.map((id) => byId.get(id)!);
      const refused = chosen.map((c) => ({ c, r: readiness(c) })).filter((x) => !x.r.ready);
      if (refused.length > 0) {
        const list = refused.slice(0, 5).map(({ c, r }) => `${c.name ?? 'Unnamed company'}: ${(r as { message: string }).message}`).join('; ');
        throw new WorkflowError('notRunnable', `${refused.length === 1 ? 'This company cannot' : `${refused.length} of the chosen companies cannot`} be included in this run (${list}).`);
      }
    } else {
      chosen = companies.filter((c) => inRunScope(c, scope, benchmark.criteria_version) && readiness(c).ready);
      if (chosen.length === 0 && scope === 'outdated') throw new ValidationError(NOTHING_OUTDATED);
      if (chosen.length === 0 && scope === 'not_analysed') throw new ValidationError(NOTHING_NOT_ANALYSED);
    }
    if (chosen.length === 0) throw new ValidationError(input.mode === 'analysis' ? NOTHING_TO_ANALYSE : input.mode === 'web_search' ? NOTHING_TO_SEARCH : NOTHING_TO_READ);

    if (input.mode === 'analysis') {
      const [firm] = await sql.query<{ credits: number; used: number }>(
        'select f.credits, coalesce((select sum(count) from usage_records u where u.firm_id = f.id), 0)::int as used from firms f where f.id = $1',
        [input.firmId],
      );
      const credits = creditsCheck(chosen.length, remainingCapacity(firm?.credits ?? 0, firm?.used ?? 0));
      if (!credits.enough) throw new InsufficientCreditsError(credits.message!);
    }

    const provider = providerFor(ctx.config.analyst).name;
    const params =
      input.mode === 'analysis'
        ? {
            criteria: benchmark.criteria,
            criteria_version: benchmark.criteria_version,
            provider,
            scope,
            ...(input.storedSourcesOnly ? { stored_sources_only: true } : {}),
          }
        : {};
    const [job] = await sql.query<{ id: string }>(
      'insert into jobs (firm_id, benchmark_id, kind, params, created_by) values ($1, $2, $3, $4, $5) returning id',
      [input.firmId, input.benchmarkId, input.mode satisfies JobKind, JSON.stringify(params), input.userId],
    );
    const jobId = job!.id;
    await sql.query(
      `insert into job_items (job_id, firm_id, company_id, position, previous_status)
       select $1, $2, c.id, x.pos, c.status from unnest($3::uuid[], $4::int[]) as x(id, pos) join companies c on c.id = x.id`,
      [jobId, input.firmId, chosen.map((c) => c.id), chosen.map((_, i) => i)],
    );
    if (input.mode === 'analysis') {
      for (const c of chosen) {
        try {
          assertTransition(companyStatusKey(c.status) ?? 'notAnalyzed', 'pending');
        } catch (error) {
          if (error instanceof WorkflowError) throw new WorkflowError(error.code, `${c.name ?? 'Unnamed company'}: ${error.message}`);
          throw error;
        }
      }
      await updateCompanies(sql, input.firmId, chosen.map((c) => c.id), { status: COMPANY_STATUS.pending });
      await sql.query("update benchmarks set status = case when status = 'completed' then status else 'processing' end where id = $1", [input.benchmarkId]);
    }
    await sql.query('update benchmarks set active_job_id = $2, updated_at = now() where id = $1', [input.benchmarkId, jobId]);
    await recordEvent(sql, {
      firmId: input.firmId,
      benchmarkId: input.benchmarkId,
      actor: input.userId ? { kind: 'user', userId: input.userId } : { kind: 'system' },
      action: 'run.started',
      details: {
        job_id: jobId,
        kind: input.mode,
        companies: chosen.length,
        ...(input.mode === 'analysis' ? { criteria_version: benchmark.criteria_version, provider, scope, rerun: scopeIsRerun(scope) } : {}),
      },
    });
    const dto = await loadJob(sql, input.firmId, input.benchmarkId, jobId);
    await enqueueItems(ctx.queue, sql, ctx.config.analyst, chosen.map((c) => ({ job_id: jobId, company_id: c.id })));
    return dto!;
  });
}
