// The workers of runs' per-company items (ADR 0030). Each process runs one ItemRunner: it claims
// a chunk of a run's items, works on `concurrency` of them at once, claims the next chunk before
// the current one runs dry, and commits what finished in batches (at least every COMMIT_EVERY_MS,
// so progress moves smoothly). It sleeps only when no run has open work, and a new run wakes it
// at once (NOTIFY on ITEMS_CHANNEL, sent when the run's transaction commits); while idle it looks
// again every few seconds for items whose worker died (their lease ran out).
// The inline runner (the demo seed, scripts) is the same runner limited to one job.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { ITEM_HANDLERS } from './handlers.ts';
import { claimItems, commitFinished, gaveUp, ITEMS_CHANNEL, releaseItems, renewLeases, type ClaimedItem, type Finished, type Handlers, type JobEnd } from './items.ts';
import { loadJob, OPEN_JOB_STATUSES, type JobDto, type JobKind } from './jobRows.ts';

/** At most this long between a finished item and its commit (progress moves at least this often). */
const COMMIT_EVERY_MS = 250;
/** A batch commits at once when this many items have finished. */
const COMMIT_BATCH = 200;
/** Batches committed at once: one can write while the next is being read and locked. */
const COMMIT_LANES = 2;

export interface ItemRunnerOptions {
  readonly concurrency: number;
  readonly chunkSize: number;
  readonly leaseSeconds: number;
  /** How often an idle runner looks for lost work (seconds). */
  readonly idleSeconds: number;
  /** Only this job (the inline runner); the runner stops when the job has nothing left to claim. */
  readonly jobId?: string;
  readonly handlers?: Handlers;
  readonly workerId?: string;
}

export class ItemRunner {
  readonly workerId: string;
  private readonly ctx: AppContext;
  private readonly options: ItemRunnerOptions;
  private readonly handlers: Handlers;
  private readonly kinds: JobKind[];
  /** Claimed, not yet started. */
  private readonly waiting: ClaimedItem[] = [];
  /** Claimed and not yet committed (waiting, working or finished): the leases to renew. */
  private readonly held = new Map<string, ClaimedItem>();
  private readonly finished: Finished[] = [];
  /** What prepare read for claimed items not yet started. */
  private readonly prepared = new Map<string, unknown>();
  private active = 0;
  private stopped = false;
  private readonly abort = new AbortController();
  private wake: (() => void) | null = null;
  private woken = false;
  /** The last claim found nothing: wait for the work in hand rather than claim after every item. */
  private drained = false;
  private commitTimer: NodeJS.Timeout | null = null;
  private readonly lanes = new Set<Promise<void>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private loop: Promise<void> | null = null;

  constructor(ctx: AppContext, options: ItemRunnerOptions) {
    this.ctx = ctx;
    this.options = options;
    this.handlers = options.handlers ?? ITEM_HANDLERS;
    this.kinds = Object.keys(this.handlers) as JobKind[];
    this.workerId = options.workerId ?? randomUUID();
  }

  /** Starts working; the promise of `done()` settles when it has stopped. */
  async start(): Promise<void> {
    if (!this.options.jobId)
      this.unlisten = await this.ctx.database.listen(ITEMS_CHANNEL, () => {
        this.drained = false;
        this.signal();
      });
    const renewEvery = Math.max(250, (this.options.leaseSeconds * 1000) / 4);
    this.heartbeat = setInterval(() => void this.renew(), renewEvery);
    this.heartbeat.unref();
    this.loop = this.run();
  }

  /** Settles when the runner has stopped (an inline runner: when its job has nothing left to claim). */
  async done(): Promise<void> {
    await this.loop;
  }

  /**
   * Stops claiming and abandons the work in hand uncommitted. With `release` (a graceful stop) the
   * items not started go back to the queue and the leases of the others end now, so another worker
   * takes them at once; without it (as if the process died) their leases simply run out.
   */
  async stop({ release = true }: { release?: boolean } = {}): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    this.signal();
    await this.loop?.catch(() => undefined);
    await this.teardown();
    if (release && this.held.size > 0) {
      const unstarted = new Set(this.waiting.map(key));
      const held = [...this.held.values()];
      await releaseItems(this.ctx.database, this.workerId, held.filter((i) => unstarted.has(key(i))), held.filter((i) => !unstarted.has(key(i)))).catch(() => undefined);
    }
  }

  private async teardown(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.commitTimer) clearTimeout(this.commitTimer);
    this.commitTimer = null;
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => undefined);
  }

  private signal(): void {
    this.woken = true;
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  /** Waits for a signal (an item finished, a run was created) or the timeout. */
  private async sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.woken = false;
  }

  private async run(): Promise<void> {
    const { concurrency, chunkSize, leaseSeconds, idleSeconds, jobId } = this.options;
    while (!this.stopped) {
      // Claim the next chunk before this one runs dry, so the workers never wait on a claim.
      if (this.waiting.length < concurrency) {
        await yieldToEventLoop();
        let claimed;
        try {
          claimed = await claimItems(this.ctx.database, this.handlers, { workerId: this.workerId, size: chunkSize, leaseSeconds, kinds: this.kinds, ...(jobId ? { jobId } : {}) });
        } catch (error) {
          if (this.stopped) break;
          console.error('claiming run items failed', error);
          await this.sleep(1000);
          continue;
        }
        for (const item of [...claimed.work, ...claimed.gaveUp]) this.held.set(key(item), item);
        await this.prepare(claimed.work);
        this.waiting.push(...claimed.work);
        for (const item of claimed.gaveUp) this.finish(gaveUp(item));
        this.startWork();
        this.drained = claimed.work.length + claimed.gaveUp.length === 0;
        if (!this.drained) continue;
        if (this.active === 0 && this.waiting.length === 0) {
          await this.flush();
          if (jobId) break; // the inline runner's job has nothing left to claim
          await this.sleep(idleSeconds * 1000);
          continue;
        }
      }
      await this.sleep(idleSeconds * 1000);
    }
    await this.flush();
    if (jobId) await this.teardown();
  }

  /** Reads what a chunk's work needs at once (when its handler can); an item without it reads its own. */
  private async prepare(items: readonly ClaimedItem[]): Promise<void> {
    const handler = items[0] && this.handlers[items[0].kind];
    if (!handler?.prepare) return;
    try {
      const read = await handler.prepare(this.ctx, items);
      for (const item of items) if (read.has(item.companyId)) this.prepared.set(key(item), read.get(item.companyId));
    } catch (error) {
      if (!this.stopped) console.error('reading a claimed chunk failed; each company reads its own', error);
    }
  }

  private startWork(): void {
    while (!this.stopped && this.active < this.options.concurrency && this.waiting.length > 0) {
      const item = this.waiting.shift()!;
      this.active++;
      void this.workOn(item);
    }
  }

  private async workOn(item: ClaimedItem): Promise<void> {
    const handler = this.handlers[item.kind];
    let finished: Finished;
    // Let the rest of the process in (HTTP requests, timers): on the embedded database a query is
    // synchronous, and a chunk of fast work would otherwise run as one chain of microtasks.
    await yieldToEventLoop();
    try {
      if (!handler) throw new Error(`no handler for ${item.kind} jobs`);
      const prepared = this.prepared.get(key(item));
      this.prepared.delete(key(item));
      finished = { item, work: await handler.work(this.ctx, item, this.abort.signal, prepared) };
    } catch (error) {
      finished = { item, error: error instanceof Error ? error : new Error(String(error)) };
    }
    this.active--;
    if (this.stopped) return;
    this.finish(finished);
    this.startWork();
    if (this.waiting.length < this.options.concurrency && (!this.drained || this.active === 0)) this.signal();
  }

  private finish(finished: Finished): void {
    this.finished.push(finished);
    if (this.finished.length >= COMMIT_BATCH) void this.flush();
    else this.commitTimer ??= setTimeout(() => void this.flush(), COMMIT_EVERY_MS);
  }

  /**
   * Commits what has finished, in up to COMMIT_LANES transactions at once (each takes whatever
   * finished meanwhile); answers when nothing is left to commit.
   */
  private flush(): Promise<void> {
    if (this.commitTimer) clearTimeout(this.commitTimer);
    this.commitTimer = null;
    while (this.lanes.size < COMMIT_LANES && this.finished.length > 0 && !this.stopped) {
      const lane: Promise<void> = this.drain().finally(() => this.lanes.delete(lane));
      this.lanes.add(lane);
    }
    return Promise.all([...this.lanes]).then(() => (this.finished.length > 0 && !this.stopped ? this.flush() : undefined));
  }

  private async drain(): Promise<void> {
    while (this.finished.length > 0 && !this.stopped) {
      const batch = this.finished.splice(0, COMMIT_BATCH);
      const endedJobs: JobEnd[] = [];
      try {
        await commitFinished(this.ctx.database, this.handlers, batch, endedJobs);
      } catch (error) {
        console.error('committing run items failed', error);
      }
      for (const job of endedJobs) await this.afterJobEnd(job);
      for (const f of batch) this.held.delete(key(f.item));
    }
  }

  /** The handler's follow-up once a job's end committed; a failure there does not undo the run. */
  private async afterJobEnd(job: JobEnd): Promise<void> {
    try {
      await this.handlers[job.kind]?.afterJobEnd?.(this.ctx, job);
    } catch (error) {
      console.error(`job ${job.id}: the follow-up after its end failed`, error);
    }
  }

  private async renew(): Promise<void> {
    if (this.held.size === 0 || this.stopped) return;
    try {
      await renewLeases(this.ctx.database, this.workerId, [...this.held.values()], this.options.leaseSeconds);
    } catch (error) {
      if (!this.stopped) console.error('renewing run item leases failed', error);
    }
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const key = (item: ClaimedItem) => `${item.jobId}:${item.companyId}`;

export function runnerOptions(ctx: AppContext): ItemRunnerOptions {
  const analyst = ctx.config.analyst;
  return {
    concurrency: analyst.concurrency,
    chunkSize: analyst.chunkSize,
    leaseSeconds: analyst.itemExpireSeconds,
    idleSeconds: Math.max(1, Math.min(5, Math.floor(analyst.itemExpireSeconds / 2))),
  };
}

const runners = new WeakMap<Database, Set<ItemRunner>>();

/** Starts this process's item runner (worker/workers.ts); it stops with stopItemRunners. */
export async function startItemRunner(ctx: AppContext, options: Partial<ItemRunnerOptions> = {}): Promise<ItemRunner> {
  const runner = new ItemRunner(ctx, { ...runnerOptions(ctx), ...options });
  const set = runners.get(ctx.database) ?? new Set<ItemRunner>();
  set.add(runner);
  runners.set(ctx.database, set);
  await runner.start();
  return runner;
}

/** Stops every item runner on this database (before it closes). */
export async function stopItemRunners(database: Database): Promise<void> {
  const set = runners.get(database);
  runners.delete(database);
  await Promise.all([...(set ?? [])].map((r) => r.stop()));
}

/**
 * Works on a job's open items in this process (bounded by the analyst concurrency) and answers
 * the job when it has ended. Items another worker holds end when that worker commits them (or,
 * if it died, when this runner or another claims them again after their lease).
 */
export async function runJobInline(ctx: AppContext, firmId: string, benchmarkId: string, jobId: string): Promise<JobDto> {
  const deadline = Date.now() + INLINE_WAIT_MS;
  for (;;) {
    const runner = new ItemRunner(ctx, { ...runnerOptions(ctx), jobId });
    await runner.start();
    await runner.done();
    const job = await loadJob(ctx.database.sql, firmId, benchmarkId, jobId);
    if (!job) throw new Error(`job ${jobId} not found`);
    if (!OPEN_JOB_STATUSES.includes(job.status) || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How long the inline runner waits for items another worker holds (longer than one company's work and a lease). */
const INLINE_WAIT_MS = 60_000;
