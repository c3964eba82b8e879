// Starts every queue worker. Each feature exports its WorkerDefinition (./workerDefinition.ts);
// this list is the only place that names them all.
import type { AppContext } from '../context.ts';
import { industryOverviewWorker } from '../agents/overviewJob.ts';
import { evidenceBundleWorker } from '../evidence/bundle.ts';
import { startItemRunner } from '../runs/runWorkers.ts';
import { learningWorker, resumeLearningRequests } from '../analysis/learning.ts';
import { pingWorker } from './pingWorker.ts';
import type { WorkerDefinition } from './workerDefinition.ts';

export { PING_QUEUE } from './pingWorker.ts';
export type { WorkerDefinition } from './workerDefinition.ts';

const definitions: readonly WorkerDefinition[] = [pingWorker, industryOverviewWorker, evidenceBundleWorker, learningWorker];

export async function startWorkers(ctx: AppContext, extra: readonly WorkerDefinition[] = []): Promise<void> {
  // Runs' per-company work has its own runner: chunks claimed from job_items (runs/runWorkers.ts).
  await startItemRunner(ctx);
  for (const definition of [...definitions, ...extra]) {
    await ctx.queue.createQueue(definition.queue);
    // `concurrency` jobs at once: a few polling loops, each working on its batch in parallel, so a
    // slow job holds up at most its batch and an idle queue is polled a few times a second.
    const concurrency = definition.concurrency(ctx.config);
    const loops = Math.min(concurrency, 4);
    const batchSize = Math.ceil(concurrency / loops);
    for (let i = 0; i < loops; i++) {
      await ctx.queue.work(definition.queue, { batchSize, pollingIntervalSeconds: 1 }, async (jobs) => {
        const results = await Promise.allSettled(jobs.map((job) => definition.handle(ctx, job.data)));
        const failure = results.find((r) => r.status === 'rejected');
        if (failure) throw (failure as PromiseRejectedResult).reason;
      });
    }
  }
  // What a process recorded but died before sending (analysis/learningRequests.ts).
  await resumeLearningRequests(ctx);
}
