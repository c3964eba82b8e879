// A run survives its worker dying mid-run: every company ends exactly once (one result, one usage
// record, one audit event), however the queue redelivers the work (ADR 0009).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueue } from '../src/queue/queue.ts';
import { startWorkers } from '../src/worker/workers.ts';
import { ITEM_HANDLERS } from '../src/runs/handlers.ts';
import { processItem, type ItemHandler } from '../src/runs/items.ts';
import { ITEM_QUEUE, type ItemMessage } from '../src/runs/queue.ts';
import { repoRoot } from '../src/config/config.ts';
import { startTestServer, testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, registerFirm, type SignedIn } from './support/auth.ts';
import { studyWithCompanies } from './support/companies.ts';
import { startFixtureSites, type FixtureSiteServer } from './support/fixtureSites.ts';
import { giveCredits, waitForJob } from './support/runs.ts';

const CRITERIA = { accept: ['wholesale distribution of industrial pumps or valves'], reject: ['manufacturing of pumps or components'] };

async function exactlyOnce(server: TestServer, jobId: string, companyIds: readonly string[]) {
  const sql = server.runtime.database.sql;
  const usage = await sql.query<{ company_id: string; n: number }>('select company_id, count(*)::int as n from usage_records where work_key like $1 group by company_id', [`analysis:${jobId}:%`]);
  const events = await sql.query<{ company_id: string; n: number }>(
    "select company_id, count(*)::int as n from audit_events where action in ('analysis.completed', 'analysis.failed') and details->>'job_id' = $1 group by company_id",
    [jobId],
  );
  const items = await sql.query<{ status: string; n: number }>('select status, count(*)::int as n from job_items where job_id = $1 group by status', [jobId]);
  expect(items).toEqual([{ status: 'succeeded', n: companyIds.length }]);
  expect(usage.map((u) => u.company_id).sort()).toEqual([...companyIds].sort());
  expect(usage.every((u) => u.n === 1)).toBe(true);
  expect(events.map((e) => e.company_id).sort()).toEqual([...companyIds].sort());
  expect(events.every((e) => e.n === 1)).toBe(true);
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const running = async (server: TestServer, jobId: string) =>
  (await server.runtime.database.sql.query<{ n: number }>("select count(*)::int as n from job_items where job_id = $1 and status = 'running'", [jobId]))[0]!.n;

describe(`a worker dies mid-run on ${testDbKind}`, () => {
  let server: TestServer;
  let owner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer({ ANALYST_ITEM_EXPIRE_SECONDS: '2', QUEUE_SUPERVISE_SECONDS: '1', ANALYST_CONCURRENCY: '2' });
    owner = await registerFirm(server);
    await giveCredits(server, owner);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the work it held is redelivered after its expiry and done once; its late commit writes nothing', async () => {
    const names = Array.from({ length: 6 }, (_, i) => `Flow Trading ${i + 1} Ltd`);
    const s = await studyWithCompanies(server, owner, names.map((name) => ({ name, database_description: `${name} is a wholesale distributor of industrial pumps and valves bought from European manufacturers.` })));
    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/criteria/save/`, headers: bearer(owner), payload: CRITERIA });

    // The doomed worker: claims items, then hangs in the middle of the work, like a process that froze or died.
    let release!: () => void;
    const frozen = new Promise<void>((resolve) => (release = resolve));
    const hanging: ItemHandler<unknown> = { ...(ITEM_HANDLERS.analysis as ItemHandler<unknown>), work: async (ctx, item, signal) => (await frozen, ITEM_HANDLERS.analysis!.work(ctx, item, signal)) };
    const doomedQueue = createQueue(server.runtime.database, server.config.databaseUrl, { superviseIntervalSeconds: 1 });
    // Once stopped, its frozen handlers cannot report back to the queue; that is the point.
    doomedQueue.on('error', () => undefined);
    await doomedQueue.start();
    const doomed = { ...server.runtime, queue: doomedQueue };
    const lateCommits: Promise<boolean>[] = [];
    await doomedQueue.createQueue(ITEM_QUEUE);
    await doomedQueue.work(ITEM_QUEUE, { batchSize: 2, pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) lateCommits.push(processItem(doomed, job.data as ItemMessage, { analysis: hanging }));
      await frozen;
    });

    const job = (await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/create-run-ai-job/`, headers: bearer(owner), payload: { mode: 'analysis' } })).json();
    await until(async () => (await running(server, job.id)) >= 2, 20_000, 'the doomed worker to claim two companies');
    await doomedQueue.stop({ graceful: false, wait: false }).catch(() => undefined);

    // A healthy worker takes over: the queued companies at once, the frozen ones after their expiry.
    await startWorkers(server.runtime);
    const done = await waitForJob(server, owner, s.benchmarkId, job.id, 90_000);
    expect(done).toMatchObject({ status: 'succeeded', total: 6, completed: 6, failed: 0 });

    // The frozen worker wakes up and tries to commit its stale attempts: nothing is written.
    release();
    expect(await Promise.all(lateCommits)).toEqual(lateCommits.map(() => false));
    await exactlyOnce(server, job.id, Object.values(s.ids));
    const attempts = await server.runtime.database.sql.query<{ attempts: number }>('select attempts from job_items where job_id = $1 order by attempts desc', [job.id]);
    expect(attempts[0]!.attempts).toBe(2);
  });
});

// Separate worker processes need PostgreSQL (the embedded database belongs to one process).
if (testDbKind === 'postgres') describe('a worker process is killed mid-run (PostgreSQL)', () => {
  let server: TestServer;
  let owner: SignedIn;
  let sites: FixtureSiteServer;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    // Slow websites keep the run going long enough to kill its worker in the middle.
    sites = await startFixtureSites(0, '127.0.0.1', { delayMs: 300 });
    // The instance that enqueues sets each message's expiry: the killed worker's work is redelivered after 3 s.
    server = await startTestServer({ ANALYST_ALLOW_PRIVATE_NETWORKS: '1', ANALYST_ITEM_EXPIRE_SECONDS: '3' });
    owner = await registerFirm(server);
    await giveCredits(server, owner);
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await server?.close();
    await sites?.close();
  });

  const startWorkerProcess = () => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/worker.ts')], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: server.config.databaseUrl!,
        JWT_SECRET: server.config.secrets.jwtSecret,
        COOKIE_SECRET: server.config.secrets.cookieSecret,
        ANALYST_ALLOW_PRIVATE_NETWORKS: '1',
        ANALYST_CONCURRENCY: '2',
        ANALYST_ITEM_EXPIRE_SECONDS: '3',
        QUEUE_SUPERVISE_SECONDS: '1',
        LOG_LEVEL: 'error',
      },
    });
    children.push(child);
    return child;
  };

  it('SIGKILL mid-run, a new worker process finishes the run, and every company ends exactly once', async () => {
    const sitesByCompany = ['nordhavn-supply', 'brightwater-components', 'kallio-flow'];
    const rows = Array.from({ length: 9 }, (_, i) => ({ name: `Company ${i + 1} ApS`, website: sites.url(sitesByCompany[i % 3]!) }));
    const s = await studyWithCompanies(server, owner, rows);
    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/criteria/save/`, headers: bearer(owner), payload: CRITERIA });
    const job = (await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/create-run-ai-job/`, headers: bearer(owner), payload: { mode: 'analysis' } })).json();
    expect(job.total).toBe(9);

    const first = startWorkerProcess();
    const sql = server.runtime.database.sql;
    await until(async () => {
      const [row] = await sql.query<{ done: number; running: number }>(
        "select count(*) filter (where status = 'succeeded')::int as done, count(*) filter (where status = 'running')::int as running from job_items where job_id = $1",
        [job.id],
      );
      return (row?.done ?? 0) >= 1 && (row?.running ?? 0) >= 1;
    }, 60_000, 'the first worker to finish one company and hold another');
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const [mid] = await sql.query<{ done: number }>("select count(*) filter (where status = 'succeeded')::int as done from job_items where job_id = $1", [job.id]);
    expect(mid!.done).toBeLessThan(9);

    startWorkerProcess();
    const done = await waitForJob(server, owner, s.benchmarkId, job.id, 120_000);
    expect(done).toMatchObject({ status: 'succeeded', total: 9, completed: 9, failed: 0 });
    await exactlyOnce(server, job.id, Object.values(s.ids));
    // The companies the killed process held were claimed a second time by the new one.
    const [taken] = await sql.query<{ n: number }>('select count(*)::int as n from job_items where job_id = $1 and attempts = 2', [job.id]);
    expect(taken!.n).toBeGreaterThanOrEqual(1);
  }, 180_000);
});
