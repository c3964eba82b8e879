// A run's per-company work is queued in its own table: the job_items rows that startRun creates
// in the run's transaction are the queue (ADR 0030), so a job never exists without its work and
// workers claim it in chunks (items.ts). Enqueueing only wakes the workers: a NOTIFY that
// PostgreSQL (and PGlite) deliver when the transaction commits, to every worker process.
import type { SqlRunner } from '../db/database.ts';
import type { Queue } from '../queue/queue.ts';
import type { AnalystConfig } from '../config/config.ts';
import { ITEMS_CHANNEL } from './items.ts';

export interface ItemMessage {
  readonly job_id: string;
  readonly company_id: string;
}

/** Kept for callers that prepared the queue before their transaction; the items need nothing. */
export async function ensureItemQueue(_queue: Queue): Promise<void> {}

/** Wakes every worker when the caller's transaction (which created the items) commits. */
export async function enqueueItems(_queue: Queue, sql: SqlRunner, _config: AnalystConfig, items: readonly ItemMessage[]): Promise<void> {
  const jobs = [...new Set(items.map((i) => i.job_id))];
  for (const jobId of jobs) await sql.query('select pg_notify($1, $2)', [ITEMS_CHANNEL, jobId]);
}
