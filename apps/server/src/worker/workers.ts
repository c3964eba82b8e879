// Registers every queue worker. Job handlers live next to their feature and are added here.
import { EVIDENCE_BUNDLE_QUEUE, processBundle } from '../evidence/bundle.ts';
import type { AppContext } from '../http/context.ts';
import { industryOverviewWorker } from '../agents/overviewJob.ts';
import { itemWorkerDefinition } from '../runs/runWorkers.ts';

export interface WorkerDefinition {
  readonly queue: string;
  readonly concurrency: number;
  readonly handle: (ctx: AppContext, data: unknown) => Promise<void>;
}

/** The system queue proves the pipeline end to end (health of the worker, used by tests). */
export const PING_QUEUE = 'system.ping';

const definitions: WorkerDefinition[] = [
  {
    queue: PING_QUEUE,
    concurrency: 1,
    handle: async (ctx, data) => {
      const { marker } = data as { marker: string };
      await ctx.database.sql.query('insert into worker_pings (marker) values ($1) on conflict do nothing', [marker]);
    },
  },
  industryOverviewWorker,
  {
    // Evidence bundles: one message per bundle; the worker writes the reports still to do, then the zip.
    queue: EVIDENCE_BUNDLE_QUEUE,
    concurrency: 1,
    handle: (ctx, data) => processBundle(ctx, (data as { job_id: string }).job_id),
  },
];

export async function startWorkers(ctx: AppContext, extra: readonly WorkerDefinition[] = []): Promise<void> {
  for (const definition of [...definitions, itemWorkerDefinition(ctx), ...extra]) {
    await ctx.queue.createQueue(definition.queue);
    // `concurrency` jobs at once: a few polling loops, each working on its batch in parallel, so a
    // slow job holds up at most its batch and an idle queue is polled a few times a second.
    const loops = Math.min(definition.concurrency, 4);
    const batchSize = Math.ceil(definition.concurrency / loops);
    for (let i = 0; i < loops; i++) {
      await ctx.queue.work(definition.queue, { batchSize, pollingIntervalSeconds: 1 }, async (jobs) => {
        const results = await Promise.allSettled(jobs.map((job) => definition.handle(ctx, job.data)));
        const failure = results.find((r) => r.status === 'rejected');
        if (failure) throw (failure as PromiseRejectedResult).reason;
      });
    }
  }
}
