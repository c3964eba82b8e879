// Processes one job item (one company of a job) exactly once, whatever the queue does:
//   1. claim: in a transaction, the item goes queued|running -> running (attempts + 1) unless the
//      job is cancelled or the item already ended; a running item means its last worker died.
//   2. work: outside any transaction (website fetching, the provider), so no lock is held for long.
//   3. commit: in one transaction that locks the job row, re-checks that the item is still running
//      with this attempt, and writes every effect of the item (company, sources, usage, audit) with
//      the item's end; then the job ends when none of its items is open.
// A crash anywhere before the commit leaves the item running; the queue redelivers the message
// after its expiry and the item is claimed again. A commit that finds the item ended writes nothing.
import type { AppContext } from '../context.ts';
import type { SqlRunner } from '../db/database.ts';
import { recordEvent } from '../audit/recordEvent.ts';
import type { JobKind } from './jobRows.ts';

/** A claimed item with what its job froze at start. */
export interface ClaimedItem {
  readonly jobId: string;
  readonly companyId: string;
  readonly firmId: string;
  readonly benchmarkId: string;
  readonly kind: JobKind;
  readonly params: Record<string, unknown>;
  readonly attempt: number;
  readonly previousStatus: string;
}

export interface ItemOutcome {
  readonly status: 'succeeded' | 'failed';
  readonly result: Record<string, unknown> | null;
  readonly error: string | null;
}

/** What one kind of job does for one company. */
export interface ItemHandler<Work> {
  /** In the claim transaction: e.g. the company becomes Analysis in Progress. */
  onClaim?(sql: SqlRunner, item: ClaimedItem): Promise<void>;
  /** The work itself, without a transaction; throwing fails the item with the error's message. */
  work(ctx: AppContext, item: ClaimedItem, signal: AbortSignal): Promise<Work>;
  /** In the commit transaction: writes the work's effects and says how the item ended. */
  commit(sql: SqlRunner, item: ClaimedItem, work: Work): Promise<ItemOutcome>;
  /** In the commit transaction, when work threw or the item gave up: writes the failure's effects. */
  fail(sql: SqlRunner, item: ClaimedItem, error: Error): Promise<ItemOutcome>;
  /** In the transaction that ends the job: e.g. the benchmark moves to its Decision phase. */
  onJobEnd?(sql: SqlRunner, job: { id: string; firmId: string; benchmarkId: string; status: string }): Promise<void>;
}

/** An item claimed this many times without finishing fails instead of being tried again. */
export const MAX_ATTEMPTS = 3;

type Handlers = Readonly<Partial<Record<JobKind, ItemHandler<unknown>>>>;

async function claim(ctx: AppContext, jobId: string, companyId: string, handlers: Handlers): Promise<ClaimedItem | 'gave_up' | null> {
  return ctx.database.transaction(async (sql) => {
    const [row] = await sql.query<{ job_status: string; kind: JobKind; params: Record<string, unknown>; firm_id: string; benchmark_id: string; status: string; attempts: number; previous_status: string }>(
      `select j.status as job_status, j.kind, j.params, j.firm_id, j.benchmark_id, i.status, i.attempts, i.previous_status
       from job_items i join jobs j on j.id = i.job_id
       where i.job_id = $1 and i.company_id = $2 for update of i`,
      [jobId, companyId],
    );
    if (!row || (row.job_status !== 'queued' && row.job_status !== 'running')) return null;
    if (row.status !== 'queued' && row.status !== 'running') return null;
    const item: ClaimedItem = { jobId, companyId, firmId: row.firm_id, benchmarkId: row.benchmark_id, kind: row.kind, params: row.params, attempt: row.attempts + 1, previousStatus: row.previous_status };
    if (row.attempts >= MAX_ATTEMPTS) return 'gave_up';
    await sql.query("update job_items set status = 'running', attempts = attempts + 1, started_at = now() where job_id = $1 and company_id = $2", [jobId, companyId]);
    await sql.query("update jobs set status = 'running', started_at = coalesce(started_at, now()) where id = $1 and status = 'queued'", [jobId]);
    await handlers[row.kind]?.onClaim?.(sql, item);
    return item;
  });
}

/** Ends the job when no item is open (the caller holds the job row lock). */
async function finishJobIfDone(sql: SqlRunner, jobId: string, handler: ItemHandler<unknown> | undefined): Promise<void> {
  const [job] = await sql.query<{ status: string; firm_id: string; benchmark_id: string; open: number; succeeded: number; failed: number }>(
    `select j.status, j.firm_id, j.benchmark_id,
            count(*) filter (where i.status in ('queued', 'running'))::int as open,
            count(*) filter (where i.status = 'succeeded')::int as succeeded,
            count(*) filter (where i.status = 'failed')::int as failed
     from jobs j left join job_items i on i.job_id = j.id where j.id = $1 group by j.id`,
    [jobId],
  );
  if (!job || job.open > 0 || (job.status !== 'queued' && job.status !== 'running')) return;
  const allFailed = job.succeeded === 0 && job.failed > 0;
  const status = allFailed ? 'failed' : 'succeeded';
  await sql.query('update jobs set status = $2, error = $3, finished_at = now() where id = $1', [jobId, status, allFailed ? 'Every company failed; see each company for the reason.' : null]);
  await sql.query('update benchmarks set active_job_id = null, updated_at = now() where id = $1 and active_job_id = $2', [job.benchmark_id, jobId]);
  await handler?.onJobEnd?.(sql, { id: jobId, firmId: job.firm_id, benchmarkId: job.benchmark_id, status });
  await recordEvent(sql, { firmId: job.firm_id, benchmarkId: job.benchmark_id, actor: { kind: 'system' }, action: 'run.finished', details: { job_id: jobId, status, succeeded: job.succeeded, failed: job.failed } });
}

/** Writes an item's end (and its effects via `write`) if this attempt still owns it. */
async function settle(ctx: AppContext, item: ClaimedItem, handler: ItemHandler<unknown>, write: (sql: SqlRunner) => Promise<ItemOutcome>): Promise<boolean> {
  return ctx.database.transaction(async (sql) => {
    await sql.query('select id from jobs where id = $1 for update', [item.jobId]);
    const [row] = await sql.query<{ status: string; attempts: number }>('select status, attempts from job_items where job_id = $1 and company_id = $2 for update', [item.jobId, item.companyId]);
    if (!row || row.status !== 'running' || row.attempts !== item.attempt) return false;
    const outcome = await write(sql);
    await sql.query('update job_items set status = $3, result = $4, error = $5, finished_at = now() where job_id = $1 and company_id = $2', [
      item.jobId,
      item.companyId,
      outcome.status,
      outcome.result ? JSON.stringify(outcome.result) : null,
      outcome.error,
    ]);
    await finishJobIfDone(sql, item.jobId, handler);
    return true;
  });
}

/**
 * Processes the item of one queue message. Answers true when this call ended the item, false when
 * there was nothing to do (already ended, cancelled, or taken over by a later attempt).
 */
export async function processItem(ctx: AppContext, message: { job_id: string; company_id: string }, handlers: Handlers, signal: AbortSignal = new AbortController().signal): Promise<boolean> {
  const claimed = await claim(ctx, message.job_id, message.company_id, handlers);
  if (claimed === null) return false;
  if (claimed === 'gave_up') {
    const item = await giveUp(ctx, message);
    return item;
  }
  const handler = handlers[claimed.kind];
  if (!handler) throw new Error(`no handler for ${claimed.kind} jobs`);
  let work: unknown;
  try {
    work = await handler.work(ctx, claimed, signal);
  } catch (error) {
    return settle(ctx, claimed, handler, (sql) => handler.fail(sql, claimed, error instanceof Error ? error : new Error(String(error))));
  }
  return settle(ctx, claimed, handler, (sql) => handler.commit(sql, claimed, work));

  async function giveUp(context: AppContext, m: { job_id: string; company_id: string }): Promise<boolean> {
    // Re-read the item as if claimed, to fail it under the same rules as any other failure.
    const [row] = await context.database.sql.query<{ kind: JobKind; params: Record<string, unknown>; firm_id: string; benchmark_id: string; attempts: number; previous_status: string }>(
      'select j.kind, j.params, j.firm_id, j.benchmark_id, i.attempts, i.previous_status from job_items i join jobs j on j.id = i.job_id where i.job_id = $1 and i.company_id = $2',
      [m.job_id, m.company_id],
    );
    if (!row) return false;
    const handler = handlers[row.kind];
    if (!handler) return false;
    const item: ClaimedItem = { jobId: m.job_id, companyId: m.company_id, firmId: row.firm_id, benchmarkId: row.benchmark_id, kind: row.kind, params: row.params, attempt: row.attempts, previousStatus: row.previous_status };
    return settle(context, item, handler, (sql) => handler.fail(sql, item, new Error(`The work on this company stopped ${MAX_ATTEMPTS} times without finishing.`)));
  }
}
