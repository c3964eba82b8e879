// Queue workers for per-company job items, and an in-process runner for callers without a queue
// worker (the demo seed, scripts): both go through processItem, so both end each company exactly once.
import type { AppContext } from '../context.ts';
import type { WorkerDefinition } from '../worker/workerDefinition.ts';
import { createLimiter } from '@quartile/analyst';
import { ITEM_HANDLERS } from './handlers.ts';
import { processItem } from './items.ts';
import { ITEM_QUEUE, type ItemMessage } from './queue.ts';
import { loadJob, OPEN_JOB_STATUSES, type JobDto } from './jobRows.ts';

/** The queue worker for job items (registered by worker/workers.ts). */
export const itemWorker: WorkerDefinition = {
  queue: ITEM_QUEUE,
  concurrency: (config) => config.analyst.concurrency,
  handle: async (ctx, data) => {
    await processItem(ctx, data as ItemMessage, ITEM_HANDLERS);
  },
};

/**
 * Processes a job's open items in this process (bounded by the analyst concurrency) and answers
 * the job when it has ended. Messages already in the queue for these items find them ended.
 */
export async function runJobInline(ctx: AppContext, firmId: string, benchmarkId: string, jobId: string): Promise<JobDto> {
  const items = await ctx.database.sql.query<{ company_id: string }>("select company_id from job_items where job_id = $1 and status in ('queued', 'running') order by position", [jobId]);
  const limit = createLimiter(ctx.config.analyst.concurrency);
  await Promise.all(items.map((item) => limit(() => processItem(ctx, { job_id: jobId, company_id: item.company_id }, ITEM_HANDLERS))));
  // A queue worker of this or another process may hold an item this process found taken: the job
  // ends when that worker finishes it, so wait for the end rather than answer a running job.
  const deadline = Date.now() + INLINE_WAIT_MS;
  for (;;) {
    const job = await loadJob(ctx.database.sql, firmId, benchmarkId, jobId);
    if (!job) throw new Error(`job ${jobId} not found`);
    if (!OPEN_JOB_STATUSES.includes(job.status) || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How long the inline runner waits for items another worker holds (longer than one company's work). */
const INLINE_WAIT_MS = 60_000;
