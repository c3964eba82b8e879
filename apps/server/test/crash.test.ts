// A run survives its worker dying mid-run: every company ends exactly once (one result, one usage
// record, one audit event), however often its work is claimed (ADR 0009, ADR 0030).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../src/worker/workers.ts';
import { ITEM_HANDLERS } from '../src/runs/handlers.ts';
import { commitFinished, type ClaimedItem, type ItemHandler } from '../src/runs/items.ts';
import { ItemRunner } from '../src/runs/runWorkers.ts';
import { repoRoot } from '../src/config/config.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { studyWithCompanies } from './support/companies.ts';
import { startFixtureSites, type FixtureSiteServer } from './support/fixtureSites.ts';
import { waitForJob } from './support/runs.ts';
import { startServerWithOwner } from './support/firms.ts';

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

describe(`a worker dies mid-run on ${testDbKind}`, () => {
  let server: TestServer, owner: SignedIn;
  beforeAll(async () => ({ server, owner } = await startServerWithOwner({ env: { ANALYST_ITEM_EXPIRE_SECONDS: '2', ANALYST_CONCURRENCY: '2' }, credits: true })));
  afterAll(() => server?.close());

  it('the work it held is claimed again after its lease and done once; its late commit writes nothing', async () => {
    const names = Array.from({ length: 6 }, (_, i) => `Flow Trading ${i + 1} Ltd`);
    const s = await studyWithCompanies(server, owner, names.map((name) => ({ name, database_description: `${name} is a wholesale distributor of industrial pumps and valves bought from European manufacturers.` })));
    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/criteria/save/`, headers: bearer(owner), payload: CRITERIA });

    // The doomed worker: claims a chunk of two, then hangs in the middle of the work, like a
    // process that froze; killed, it renews its leases no more.
    let release!: () => void;
    const frozen = new Promise<void>((resolve) => (release = resolve));
    const held: ClaimedItem[] = [];
    const analysis = ITEM_HANDLERS.analysis as ItemHandler<unknown>;
    const hanging: ItemHandler<unknown> = { ...analysis, work: async (ctx, item, signal) => (held.push(item), await frozen, analysis.work(ctx, item, signal)) };
    const doomed = new ItemRunner(server.runtime, { concurrency: 2, chunkSize: 2, leaseSeconds: 2, idleSeconds: 1, handlers: { analysis: hanging } });
    await doomed.start();

    const job = (await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/create-run-ai-job/`, headers: bearer(owner), payload: { mode: 'analysis' } })).json();
    await until(async () => held.length >= 2, 20_000, 'the doomed worker to claim two companies');
    await doomed.stop({ release: false });

    // A healthy worker takes over: the queued companies at once, the frozen ones after their lease.
    await startWorkers(server.runtime);
    const done = await waitForJob(server, owner, s.benchmarkId, job.id, 90_000);
    expect(done).toMatchObject({ status: 'succeeded', total: 6, completed: 6, failed: 0 });

    // The frozen worker wakes up and commits its stale attempts: nothing is written.
    release();
    const late = await Promise.all(held.map(async (item) => ({ item, work: await analysis.work(server.runtime, item, new AbortController().signal) })));
    expect(await commitFinished(server.runtime.database, ITEM_HANDLERS, late)).toBe(0);
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
    // The web server: it answers the API and runs no worker; separate processes do the work.
    ({ server, owner } = await startServerWithOwner({ env: { ANALYST_ALLOW_PRIVATE_NETWORKS: '1' }, credits: true }));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await server?.close();
    await sites?.close();
  });

  const startWorkerProcess = (env: Record<string, string> = {}) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/worker.ts')], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: server.config.databaseUrl!,
        JWT_SECRET: server.config.secrets.jwtSecret,
        COOKIE_SECRET: server.config.secrets.cookieSecret,
        ANALYST_ALLOW_PRIVATE_NETWORKS: '1',
        ANALYST_CONCURRENCY: '2',
        LOG_LEVEL: 'error',
        ...env,
      },
    });
    children.push(child);
    return child;
  };
  /** Settles when the worker process says it has started (it is listening for runs). */
  const started = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Quartile worker started')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`worker exited with ${code} before it started`)));
    });

  // With the default lease (20 s, renewed every 5 s) and an idle worker looking every 5 s, the work
  // a killed worker held is taken again within 30 s of its death (issue 20).
  it('SIGKILL mid-run, a new worker process takes the lost work within 30 s and every company ends exactly once', async () => {
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
    const [killedAt] = await sql.query<{ at: Date }>('select now() as at');
    const [mid] = await sql.query<{ done: number }>("select count(*) filter (where status = 'succeeded')::int as done from job_items where job_id = $1", [job.id]);
    expect(mid!.done).toBeLessThan(9);

    const second = startWorkerProcess();
    const done = await waitForJob(server, owner, s.benchmarkId, job.id, 120_000);
    expect(done).toMatchObject({ status: 'succeeded', total: 9, completed: 9, failed: 0 });
    // Gone before the next test, whose run must be shared by its own two workers only.
    if (second.exitCode === null && second.signalCode === null) {
      const exited = new Promise((resolve) => second.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await exactlyOnce(server, job.id, Object.values(s.ids));
    // The companies the killed process held were claimed a second time by the new one.
    const [taken] = await sql.query<{ n: number; seconds: number }>(
      'select count(*)::int as n, max(extract(epoch from started_at - $2::timestamptz))::float as seconds from job_items where job_id = $1 and attempts = 2',
      [job.id, killedAt!.at],
    );
    expect(taken!.n).toBeGreaterThanOrEqual(1);
    expect(taken!.seconds).toBeLessThanOrEqual(30);
  }, 180_000);

  it('two worker processes share one run: both take chunks, each company is analysed once', async () => {
    const sitesByCompany = ['nordhavn-supply', 'brightwater-components', 'kallio-flow'];
    const rows = Array.from({ length: 24 }, (_, i) => ({ name: `Shared ${i + 1} AB`, website: sites.url(sitesByCompany[i % 3]!) }));
    const s = await studyWithCompanies(server, owner, rows);
    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/criteria/save/`, headers: bearer(owner), payload: CRITERIA });
    // Small chunks, so that each worker's share is decided by who is free, as with big runs.
    const workers = [startWorkerProcess({ ANALYST_CHUNK_SIZE: '3' }), startWorkerProcess({ ANALYST_CHUNK_SIZE: '3' })];
    const sql = server.runtime.database.sql;
    await Promise.all(workers.map(started));
    const job = (await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/create-run-ai-job/`, headers: bearer(owner), payload: { mode: 'analysis' } })).json();
    const done = await waitForJob(server, owner, s.benchmarkId, job.id, 120_000);
    expect(done).toMatchObject({ status: 'succeeded', total: 24, completed: 24, failed: 0 });
    await exactlyOnce(server, job.id, Object.values(s.ids));
    const shares = await sql.query<{ claimed_by: string; n: number }>('select claimed_by, count(*)::int as n from job_items where job_id = $1 group by claimed_by', [job.id]);
    expect(shares).toHaveLength(2);
    expect(shares.every((share) => share.n >= 3)).toBe(true);
    for (const worker of workers) worker.kill('SIGTERM');
  }, 180_000);
});
