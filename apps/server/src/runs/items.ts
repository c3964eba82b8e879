// The per-company work of a run, claimed in chunks and committed in batches (ADR 0009, ADR 0030).
// Every company of a run ends exactly once, whatever happens to the workers:
//   1. claim: in one transaction, up to a chunk of a run's open items (queued, or running under a
//      lease that ran out: their worker died) go running, attempts + 1, under this worker's lease
//      (FOR UPDATE SKIP LOCKED, so any number of workers share a run's chunks);
//   2. work: outside any transaction (website fetching, the provider), while the worker renews the
//      leases of what it holds;
//   3. commit: in one transaction per batch of finished items, which locks the job row, keeps the
//      items still running with this attempt, and writes every effect of those items (company,
//      sources, the audit events and usage records set-based) with their end; then the job ends
//      when none of its items is open.
//      Locks are taken in one order everywhere (items by company id, then companies, the job row
//      last), so batches commit side by side and a cancel never deadlocks with them.
// A crash anywhere before the commit leaves the items running; their lease runs out and they are
// claimed again. A commit that finds an item ended or claimed again writes nothing for it.
import type { AppContext } from '../context.ts';
import type { Database, SqlRunner } from '../db/database.ts';
import { recordEvent, recordEvents, type AuditEventInput } from '../audit/recordEvent.ts';
import { recordUsages, type UsageWork } from '../usage/recordUsage.ts';
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

/** What an item's commit bills and records; written set-based for the whole batch it commits with. */
export interface ItemEffects {
  event(event: AuditEventInput): void;
  usage(work: UsageWork): void;
}

/** What one kind of job does for one company. */
export interface ItemHandler<Work> {
  /** In the claim transaction, for the items just claimed: e.g. the companies become Analysis in Progress. */
  onClaim?(sql: SqlRunner, items: readonly ClaimedItem[]): Promise<void>;
  /** Optional: reads what the work needs for a whole claimed chunk at once (by company id), without a transaction. */
  prepare?(ctx: AppContext, items: readonly ClaimedItem[]): Promise<ReadonlyMap<string, unknown>>;
  /** The work itself, without a transaction; throwing fails the item with the error's message. */
  work(ctx: AppContext, item: ClaimedItem, signal: AbortSignal, prepared?: unknown): Promise<Work>;
  /** In the commit transaction: writes the work's effects and says how the item ended. */
  commit(sql: SqlRunner, item: ClaimedItem, work: Work, effects: ItemEffects): Promise<ItemOutcome>;
  /** Optional: commits many finished items of one job at once (set-based); answers each one's outcome. */
  commitMany?(sql: SqlRunner, entries: readonly { item: ClaimedItem; work: Work }[], effects: ItemEffects): Promise<Map<string, ItemOutcome>>;
  /** In the commit transaction, when work threw or the item gave up: writes the failure's effects. */
  fail(sql: SqlRunner, item: ClaimedItem, error: Error, effects: ItemEffects): Promise<ItemOutcome>;
  /** In the transaction that ends the job: e.g. the benchmark moves to its Decision phase. */
  onJobEnd?(sql: SqlRunner, job: JobEnd): Promise<void>;
  /** Optional: after the transaction that ended the job committed (e.g. asks for follow-up work on the queue). */
  afterJobEnd?(ctx: AppContext, job: JobEnd): Promise<void>;
}

/** A job that has just ended. */
export interface JobEnd {
  readonly id: string;
  readonly kind: JobKind;
  readonly firmId: string;
  readonly benchmarkId: string;
  readonly status: string;
}

export type Handlers = Readonly<Partial<Record<JobKind, ItemHandler<unknown>>>>;

/** An item claimed this many times without finishing fails instead of being tried again. */
export const MAX_ATTEMPTS = 3;
export const GAVE_UP_MESSAGE = `The work on this company stopped ${MAX_ATTEMPTS} times without finishing.`;

/** NOTIFY channel on which a new run (or a worker's give-back) wakes every worker at once. */
export const ITEMS_CHANNEL = 'quartile_items';

export interface ClaimOptions {
  /** Identifies the claiming worker (its leases). */
  readonly workerId: string;
  readonly size: number;
  readonly leaseSeconds: number;
  /** Only this job's items (the inline runner); otherwise the oldest open run's. */
  readonly jobId?: string;
  readonly kinds: readonly JobKind[];
}

export interface Claimed {
  /** Items to work on. */
  readonly work: readonly ClaimedItem[];
  /** Items claimed more than MAX_ATTEMPTS times: to be failed, not worked on. */
  readonly gaveUp: readonly ClaimedItem[];
}

const NONE: Claimed = { work: [], gaveUp: [] };

/** Claims up to `size` open items of one run (the oldest with any) for this worker. */
export async function claimItems(database: Database, handlers: Handlers, options: ClaimOptions): Promise<Claimed> {
  return database.transaction(async (sql) => {
    const [job] = await sql.query<{ id: string; kind: JobKind; params: Record<string, unknown>; firm_id: string; benchmark_id: string }>(
      `select j.id, j.kind, j.params, j.firm_id, j.benchmark_id from jobs j
       where j.status in ('queued', 'running') and j.kind = any($1::text[]) ${options.jobId ? 'and j.id = $2' : ''}
         and exists (select 1 from job_items i where i.job_id = j.id and (i.status = 'queued' or (i.status = 'running' and (i.lease_until is null or i.lease_until < now()))))
       order by j.created_at, j.id limit 1`,
      options.jobId ? [options.kinds, options.jobId] : [options.kinds],
    );
    if (!job) return NONE;
    const rows = await sql.query<{ company_id: string; attempts: number; previous_status: string }>(
      `with next as (
         select company_id from job_items
         where job_id = $1 and (status = 'queued' or (status = 'running' and (lease_until is null or lease_until < now())))
         order by position limit $2 for update skip locked
       )
       update job_items i set status = 'running', attempts = i.attempts + 1, started_at = now(),
              lease_until = now() + make_interval(secs => $3), claimed_by = $4
       from next where i.job_id = $1 and i.company_id = next.company_id
       returning i.company_id, i.attempts, i.previous_status, i.position`,
      [job.id, options.size, options.leaseSeconds, options.workerId],
    );
    if (rows.length === 0) return NONE;
    await sql.query("update jobs set status = 'running', started_at = coalesce(started_at, now()) where id = $1 and status = 'queued'", [job.id]);
    const items = rows.map(
      (r): ClaimedItem => ({ jobId: job.id, companyId: r.company_id, firmId: job.firm_id, benchmarkId: job.benchmark_id, kind: job.kind, params: job.params, attempt: r.attempts, previousStatus: r.previous_status }),
    );
    const work = items.filter((i) => i.attempt <= MAX_ATTEMPTS);
    if (work.length > 0) await handlers[job.kind]?.onClaim?.(sql, work);
    return { work, gaveUp: items.filter((i) => i.attempt > MAX_ATTEMPTS) };
  });
}

/** Extends the leases of the items this worker still holds. */
export async function renewLeases(database: Database, workerId: string, items: readonly ClaimedItem[], leaseSeconds: number): Promise<void> {
  const byJob = groupByJob(items);
  for (const [jobId, held] of byJob) {
    // Rows locked right now are being committed (or cancelled): skip them rather than wait, and
    // never lock them in another order than the commit does.
    await database.sql.query(
      `with mine as (
         select company_id from job_items where job_id = $1 and company_id = any($2::uuid[]) and status = 'running' and claimed_by = $3
         order by company_id for update skip locked
       )
       update job_items i set lease_until = now() + make_interval(secs => $4) from mine where i.job_id = $1 and i.company_id = mine.company_id`,
      [jobId, held.map((i) => i.companyId), workerId, leaseSeconds],
    );
  }
}

/**
 * A worker that stops gracefully gives back what it holds: items it has not started return to the
 * queue (this claim does not count as an attempt), the others' leases end now, and every worker
 * hears of it at once.
 */
export async function releaseItems(database: Database, workerId: string, unstarted: readonly ClaimedItem[], started: readonly ClaimedItem[]): Promise<void> {
  await database.transaction(async (sql) => {
    for (const [jobId, items] of groupByJob(unstarted)) {
      await sql.query(
        "update job_items set status = 'queued', attempts = attempts - 1, lease_until = null, claimed_by = null where job_id = $1 and company_id = any($2::uuid[]) and status = 'running' and claimed_by = $3",
        [jobId, items.map((i) => i.companyId), workerId],
      );
    }
    for (const [jobId, items] of groupByJob(started)) {
      await sql.query("update job_items set lease_until = now() where job_id = $1 and company_id = any($2::uuid[]) and status = 'running' and claimed_by = $3", [
        jobId,
        items.map((i) => i.companyId),
        workerId,
      ]);
    }
    await sql.query('select pg_notify($1, $2)', [ITEMS_CHANNEL, 'released']);
  });
}

/** A finished piece of work, waiting for its commit. */
export type Finished = { readonly item: ClaimedItem; readonly work: unknown } | { readonly item: ClaimedItem; readonly error: Error };

/**
 * Ends the job when no item is open. Takes the job row lock last (after the items'), so batches of
 * one job commit side by side, and the one that commits its last items after the others sees them ended.
 */
async function finishJobIfDone(sql: SqlRunner, jobId: string, handler: ItemHandler<unknown> | undefined): Promise<JobEnd | null> {
  await sql.query('select id from jobs where id = $1 for update', [jobId]);
  const [open] = await sql.query("select 1 from job_items where job_id = $1 and status in ('queued', 'running') limit 1", [jobId]);
  if (open) return null;
  const [job] = await sql.query<{ kind: JobKind; status: string; firm_id: string; benchmark_id: string; succeeded: number; failed: number }>(
    `select j.kind, j.status, j.firm_id, j.benchmark_id,
            count(*) filter (where i.status = 'succeeded')::int as succeeded,
            count(*) filter (where i.status = 'failed')::int as failed
     from jobs j left join job_items i on i.job_id = j.id where j.id = $1 group by j.id`,
    [jobId],
  );
  if (!job || (job.status !== 'queued' && job.status !== 'running')) return null;
  const allFailed = job.succeeded === 0 && job.failed > 0;
  const status = allFailed ? 'failed' : 'succeeded';
  await sql.query('update jobs set status = $2, error = $3, finished_at = now() where id = $1', [jobId, status, allFailed ? 'Every company failed; see each company for the reason.' : null]);
  await sql.query('update benchmarks set active_job_id = null, updated_at = now() where id = $1 and active_job_id = $2', [job.benchmark_id, jobId]);
  const end: JobEnd = { id: jobId, kind: job.kind, firmId: job.firm_id, benchmarkId: job.benchmark_id, status };
  await handler?.onJobEnd?.(sql, end);
  await recordEvent(sql, { firmId: job.firm_id, benchmarkId: job.benchmark_id, actor: { kind: 'system' }, action: 'run.finished', details: { job_id: jobId, status, succeeded: job.succeeded, failed: job.failed } });
  return end;
}

/**
 * Commits finished items of one job in one transaction: those this attempt still owns get their
 * effects and their end; the others (cancelled, claimed again) get nothing. Answers how many ended.
 */
async function commitBatch(database: Database, handlers: Handlers, jobId: string, finished: readonly Finished[], endedJobs: JobEnd[]): Promise<number> {
  const committed = await database.transaction(async (sql): Promise<{ count: number; end: JobEnd | null }> => {
    // Items first (in company order, as every writer of a run's items locks them), the job row last.
    const rows = await sql.query<{ company_id: string; status: string; attempts: number }>(
      'select company_id, status, attempts from job_items where job_id = $1 and company_id = any($2::uuid[]) order by company_id for update',
      [jobId, finished.map((f) => f.item.companyId)],
    );
    const current = new Map(rows.map((r) => [r.company_id, r]));
    const owned = finished.filter((f) => {
      const row = current.get(f.item.companyId);
      return row !== undefined && row.status === 'running' && row.attempts === f.item.attempt;
    });
    if (owned.length === 0) return { count: 0, end: null };
    const handler = handlers[owned[0]!.item.kind];
    if (!handler) throw new Error(`no handler for ${owned[0]!.item.kind} jobs`);
    const events: AuditEventInput[] = [];
    const usage: UsageWork[] = [];
    const effects: ItemEffects = { event: (e) => void events.push(e), usage: (u) => void usage.push(u) };
    const ends: { companyId: string; outcome: ItemOutcome }[] = [];
    const worked = owned.filter((f): f is Extract<Finished, { work: unknown }> => 'work' in f);
    const many = handler.commitMany && worked.length > 1 ? await handler.commitMany(sql, worked, effects) : null;
    for (const f of owned) {
      const outcome = many?.get(f.item.companyId) ?? ('work' in f ? await handler.commit(sql, f.item, f.work, effects) : await handler.fail(sql, f.item, f.error, effects));
      ends.push({ companyId: f.item.companyId, outcome });
    }
    await recordUsages(sql, usage);
    await recordEvents(sql, events);
    await sql.query(
      `update job_items i set status = x.status, result = x.result::jsonb, error = x.error, finished_at = now(), lease_until = null
       from unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) as x(company_id, status, result, error)
       where i.job_id = $1 and i.company_id = x.company_id`,
      [
        jobId,
        ends.map((e) => e.companyId),
        ends.map((e) => e.outcome.status),
        ends.map((e) => (e.outcome.result ? JSON.stringify(e.outcome.result) : null)),
        ends.map((e) => e.outcome.error),
      ],
    );
    return { count: owned.length, end: await finishJobIfDone(sql, jobId, handler) };
  });
  if (committed.end) endedJobs.push(committed.end);
  return committed.count;
}

/**
 * Commits finished items, a batch per job. When a batch's transaction fails (one company's commit
 * threw), each item is committed on its own so the others still end; an item whose commit throws
 * is failed with the error, and one that cannot even be failed stays running until its lease runs
 * out and it is claimed again (at most MAX_ATTEMPTS times). Answers how many items ended; the jobs
 * that ended with them are added to `endedJobs` once their transaction committed.
 */
export async function commitFinished(database: Database, handlers: Handlers, finished: readonly Finished[], endedJobs: JobEnd[] = []): Promise<number> {
  let ended = 0;
  for (const [jobId, batch] of groupByJob(finished, (f) => f.item)) {
    try {
      ended += await commitBatch(database, handlers, jobId, batch, endedJobs);
      continue;
    } catch (error) {
      if (batch.length === 1 && 'error' in batch[0]!) {
        console.error(`job ${jobId}: could not fail company ${batch[0]!.item.companyId}`, error);
        continue;
      }
      if (batch.length === 1) {
        ended += await commitFinished(database, handlers, [{ item: batch[0]!.item, error: error instanceof Error ? error : new Error(String(error)) }], endedJobs);
        continue;
      }
    }
    for (const f of batch) ended += await commitFinished(database, handlers, [f], endedJobs);
  }
  return ended;
}

function groupByJob<T>(list: readonly T[], itemOf: (t: T) => ClaimedItem = (t) => t as unknown as ClaimedItem): Map<string, T[]> {
  const byJob = new Map<string, T[]>();
  for (const entry of list) {
    const jobId = itemOf(entry).jobId;
    const group = byJob.get(jobId) ?? [];
    group.push(entry);
    byJob.set(jobId, group);
  }
  return byJob;
}

/** The gave-up failure of an item claimed too often. */
export const gaveUp = (item: ClaimedItem): Finished => ({ item, error: new Error(GAVE_UP_MESSAGE) });

