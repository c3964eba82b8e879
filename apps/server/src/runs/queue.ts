// The queue of per-company work: one pg-boss message per job item ({job_id, company_id}). Messages
// are enqueued in the transaction that creates the job, so a job never exists without its work.
import type { SqlRunner } from '../db/database.ts';
import type { Queue } from '../queue/queue.ts';
import type { AnalystConfig } from '../config/config.ts';

export const ITEM_QUEUE = 'analyst.item';

export interface ItemMessage {
  readonly job_id: string;
  readonly company_id: string;
}

const created = new WeakSet<Queue>();

/**
 * Creates the queue and loads pg-boss's cache of it. Call it before opening the transaction that
 * enqueues: on the embedded database a query outside that transaction would wait for it forever.
 */
export async function ensureItemQueue(queue: Queue): Promise<void> {
  if (created.has(queue)) return;
  await queue.createQueue(ITEM_QUEUE);
  await queue.insert(ITEM_QUEUE, []);
  created.add(queue);
}

/** Enqueues the items on the caller's transaction (as the owner role: quartile_app has no rights on the queue's schema). */
export async function enqueueItems(queue: Queue, sql: SqlRunner, config: AnalystConfig, items: readonly ItemMessage[]): Promise<void> {
  if (items.length === 0) return;
  if (!created.has(queue)) throw new Error('ensureItemQueue must run before enqueueItems');
  await sql.exec('reset role');
  const db = { executeSql: async (text: string, values: unknown[] = []) => ({ rows: values.length ? await sql.query(text, values) : await sql.exec(text) }) };
  for (let i = 0; i < items.length; i += 1000) {
    await queue.insert(
      ITEM_QUEUE,
      items.slice(i, i + 1000).map((data) => ({
        name: ITEM_QUEUE,
        data,
        singletonKey: `${data.job_id}:${data.company_id}`,
        expireInSeconds: config.itemExpireSeconds,
        retryLimit: 5,
        retryDelay: 1,
      })),
      { db },
    );
  }
}
