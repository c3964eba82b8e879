// Industry overview runs go through the job queue (pg-boss), so any worker process can write them.
// Queueing: the row moves to Job Created with the job's id first, then the job is sent; a worker
// moves it to Running with progress, then to Done with the content or Failed with the reason.
import type { IndustryOverview } from '@quartile/api';
import { randomUUID } from 'node:crypto';
import { buildIndustryOverview } from '@quartile/analyst';
import { MESSAGES } from '@quartile/domain';
import { withFirm } from '../db/firmScope.ts';
import type { AppContext } from '../context.ts';
import type { WorkerDefinition } from '../worker/workerDefinition.ts';
import { loadOverviewCompanies } from './overviewCompanies.ts';
import { getOverview, reportProgress } from './overviewStore.ts';
import { overviewWriterFor } from './writers.ts';
import { NotFoundError, OperationFailedError, WorkflowError } from '../errors.ts';

export const INDUSTRY_OVERVIEW_QUEUE = 'agents.industry-overview';

interface OverviewJobData {
  readonly overviewId: string;
  readonly firmId: string;
  readonly jobId: string;
}

export const ALREADY_RUNNING = 'This industry overview is already being generated. Wait for the run to finish.';

/** Moves the overview to Job Created and queues its generation; answers the updated overview. */
export async function queueOverviewRun(ctx: AppContext, firmId: string, overviewId: string): Promise<IndustryOverview> {
  const jobId = randomUUID();
  await withFirm(ctx.database, firmId, async (sql) => {
    const [row] = await sql.query<{ status: string }>('select status from industry_overviews where id = $1 and firm_id = $2 for update', [
      overviewId,
      firmId,
    ]);
    if (!row) throw new NotFoundError('Industry overview not found');
    if (row.status === 'Job Created' || row.status === 'Running') throw new WorkflowError('alreadyRunning', ALREADY_RUNNING);
    await sql.query(
      `update industry_overviews set status = 'Job Created', job_id = $3, progress = 0, progress_message = 'Waiting for a worker',
         error = null, started_at = null, finished_at = null, updated_at = now()
       where id = $1 and firm_id = $2`,
      [overviewId, firmId, jobId],
    );
  });
  try {
    await ctx.queue.createQueue(INDUSTRY_OVERVIEW_QUEUE);
    await ctx.queue.send(INDUSTRY_OVERVIEW_QUEUE, { overviewId, firmId, jobId } satisfies OverviewJobData, {
      id: jobId,
      retryLimit: 1,
      expireInSeconds: 15 * 60,
    });
  } catch (error) {
    await finish(ctx, { overviewId, firmId, jobId }, { status: 'Failed', error: MESSAGES.failedToStartIndustryOverview });
    console.error('industry overview: queueing failed', error);
    throw new OperationFailedError(MESSAGES.failedToStartIndustryOverview);
  }
  return withFirm(ctx.database, firmId, (sql) => getOverview(sql, firmId, overviewId));
}

type Outcome =
  | { status: 'Done'; provider: string; companyCount: number; sections: unknown; tables: unknown; sources: unknown }
  | { status: 'Failed'; error: string };

async function finish(ctx: AppContext, job: OverviewJobData, outcome: Outcome): Promise<void> {
  if (outcome.status === 'Failed') {
    await ctx.database.sql.query(
      `update industry_overviews set status = 'Failed', error = $4, progress_message = null, finished_at = now(), updated_at = now()
       where id = $1 and firm_id = $2 and job_id = $3`,
      [job.overviewId, job.firmId, job.jobId, outcome.error],
    );
    return;
  }
  await ctx.database.sql.query(
    `update industry_overviews set status = 'Done', progress = 100, progress_message = null, error = null, provider = $4,
       company_count = $5, sections = $6, tables = $7, sources = $8, finished_at = now(), updated_at = now()
     where id = $1 and firm_id = $2 and job_id = $3`,
    [
      job.overviewId,
      job.firmId,
      job.jobId,
      outcome.provider,
      outcome.companyCount,
      JSON.stringify(outcome.sections),
      JSON.stringify(outcome.tables),
      JSON.stringify(outcome.sources),
    ],
  );
}

/** Why a run failed, in words a user can act on. */
function failureMessage(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'timeout') return 'The model did not answer in time. Run the overview again.';
  if (code === 'config') return 'The model provider is not configured (LLM_BASE_URL and LLM_MODEL).';
  if (code === 'malformed_output') return 'The model’s answer could not be read. Run the overview again.';
  if (code === 'http_error') return 'The model provider answered with an error. Run the overview again later.';
  return 'Something went wrong while writing the overview. Run it again.';
}

export async function runOverviewJob(ctx: AppContext, data: unknown): Promise<void> {
  const job = data as OverviewJobData;
  const [row] = await ctx.database.sql.query<{ industry: string; country: string; status: string }>(
    'select industry, country, status from industry_overviews where id = $1 and firm_id = $2 and job_id = $3',
    [job.overviewId, job.firmId, job.jobId],
  );
  // A run that is no longer the overview's current one (deleted, or run again since) does nothing.
  if (!row || (row.status !== 'Job Created' && row.status !== 'Running')) return;
  const progress = (value: number, message: string) =>
    reportProgress(ctx.database.sql, job.firmId, job.overviewId, job.jobId, value, message);
  try {
    await progress(10, `Finding the firm’s companies in ${row.country}`);
    const companies = await withFirm(ctx.database, job.firmId, (sql) => loadOverviewCompanies(sql, job.firmId, row.country));
    const result = await buildIndustryOverview(
      { industry: row.industry, country: row.country, companies },
      { writer: overviewWriterFor(ctx.config.analyst), onProgress: progress },
    );
    if (result.company_count === 0) {
      await finish(ctx, job, {
        status: 'Failed',
        error: `None of the firm’s ${companies.length} ${companies.length === 1 ? 'company' : 'companies'} in ${row.country} describe themselves as ${row.industry}. Import companies of this industry into a benchmark, or choose another industry or country.`,
      });
      return;
    }
    await finish(ctx, job, {
      status: 'Done',
      provider: result.provider,
      companyCount: result.company_count,
      sections: result.sections,
      tables: result.tables,
      sources: result.sources,
    });
  } catch (error) {
    console.error('industry overview run failed', error);
    await finish(ctx, job, { status: 'Failed', error: failureMessage(error) });
  }
}

export const industryOverviewWorker: WorkerDefinition = { queue: INDUSTRY_OVERVIEW_QUEUE, concurrency: () => 2, handle: runOverviewJob };
