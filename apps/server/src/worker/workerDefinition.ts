// What a feature exports to have its queue jobs done: the queue's name, how many jobs at once,
// and the handler. worker/workers.ts lists them all; features never import worker/workers.ts.
import type { AppContext } from '../context.ts';
import type { Config } from '../config/config.ts';

export interface WorkerDefinition {
  readonly queue: string;
  /** Jobs worked on at once, from the configuration (most features answer a constant). */
  readonly concurrency: (config: Config) => number;
  /** Does one job; `data` is the message as sent (each feature checks its own shape). */
  readonly handle: (ctx: AppContext, data: unknown) => Promise<void>;
}
