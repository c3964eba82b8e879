// The system queue proves the pipeline end to end (health of the worker, used by tests).
import type { WorkerDefinition } from './workerDefinition.ts';

export const PING_QUEUE = 'system.ping';

export const pingWorker: WorkerDefinition = {
  queue: PING_QUEUE,
  concurrency: () => 1,
  handle: async (ctx, data) => {
    const { marker } = data as { marker: string };
    await ctx.database.sql.query('insert into worker_pings (marker) values ($1) on conflict do nothing', [marker]);
  },
};
