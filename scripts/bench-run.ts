/**
 * An analysis run end to end through the server, the queue and the database (`pnpm bench:run`),
 * issue 22. For each engine (PGlite, and PostgreSQL at 127.0.0.1:5432 or DATABASE_URL, a fresh
 * database per run) and each scenario, in a child process per run:
 * 1. starts the server with its in-process workers, listening on 127.0.0.1 (ports 4271-4279);
 * 2. imports N companies through POST /api/benchmarks/{id}/file/import/;
 * 3. saves criteria and starts an analysis through POST .../create-run-ai-job/ (local provider);
 * 4. polls GET .../runs/{job}/ until the run has ended.
 * Scenarios: `descriptions` (database descriptions only, no website) and `websites` (no description;
 * each company's website is one of the loopback fixture sites, read at run time).
 * One JSON line per run: {engine, scenario, companies, seconds, companies_per_minute, ...}; seconds
 * run from the create-run request to the run's end; pass_seconds from the run's end until the
 * benchmark pass the run's end asked for has finished (analysis/benchmarkPass.ts). Targets (printed, never asserted):
 * descriptions >= 10,000/min on PostgreSQL and >= 5,000/min on PGlite; websites >= 1,000/min.
 * Usage: node scripts/bench-run.ts [--companies 2000,10000] [--scenarios descriptions,websites]
 *        [--engines pglite,postgres] [--website-companies 1000] [--profile]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { canReach } from './lib/canReach.ts';

const TARGETS: Record<string, Record<string, number>> = { descriptions: { postgres: 10_000, pglite: 5_000 }, websites: { postgres: 1_000, pglite: 1_000 } };
const PORTS = { pglite: 4271, postgres: 4272, sites: 4273 };

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '2000,10000' },
    scenarios: { type: 'string', default: 'descriptions,websites' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'website-companies': { type: 'string', default: '1000' },
    profile: { type: 'boolean', default: false },
    // Internal: one run in this child process.
    engine: { type: 'string' },
    scenario: { type: 'string' },
    n: { type: 'string' },
  },
});

if (values.engine && values.scenario && values.n) {
  await benchOne(values.engine as 'pglite' | 'postgres', values.scenario, Number(values.n));
  process.exit(0);
}

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const counts = values.companies.split(',').map(Number);
for (const engine of values.engines.split(',')) {
  if (engine === 'postgres' && !(await canReach(postgresUrl))) {
    console.log(JSON.stringify({ engine, skipped: `no PostgreSQL at ${new URL(postgresUrl).host}` }));
    continue;
  }
  for (const scenario of values.scenarios.split(',')) {
    for (const n of scenario === 'websites' ? [Number(values['website-companies'])] : counts) {
      const profileDir = values.profile ? mkdtempSync(path.join(tmpdir(), `quartile-bench-run-${engine}-${scenario}-`)) : null;
      const child = spawnSync(process.execPath, [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), import.meta.filename, '--engine', engine, '--scenario', scenario, '--n', String(n)], {
        stdio: 'inherit',
        // The test runtime creates (and drops) a fresh PostgreSQL database for each run.
        env: { ...process.env, QUARTILE_TEST_DB: engine, DATABASE_URL: postgresUrl, LOG_LEVEL: 'error' },
      });
      if (profileDir) console.log(JSON.stringify({ engine, scenario, companies: n, cpu_profile_dir: profileDir }));
      if (child.status !== 0) process.exit(child.status ?? 1);
    }
  }
}

async function benchOne(engine: 'pglite' | 'postgres', scenario: string, n: number): Promise<void> {
  const { startTestServer } = await import('../apps/server/test/support/testRuntime.ts');
  const { registerFirm, bearer } = await import('../apps/server/test/support/auth.ts');
  const { newBenchmark, uploadFile } = await import('../apps/server/test/support/benchmarks.ts');
  const { startFixtureSites } = await import('../apps/server/test/support/fixtureSites.ts');
  const { startWorkers } = await import('../apps/server/src/worker/workers.ts');

  const sites = scenario === 'websites' ? await startFixtureSites(PORTS.sites) : null;
  const server = await startTestServer({ ANALYST_ALLOW_PRIVATE_NETWORKS: '1', RATE_LIMIT_SCALE: '1000' });
  try {
    await startWorkers(server.runtime);
    const owner = await registerFirm(server);
    await server.runtime.database.sql.query('update firms set credits = $2 where id = $1', [owner.user.firm.id, n * 2]);
    const address = await server.app.listen({ port: PORTS[engine], host: '127.0.0.1' });
    const headers = { ...bearer(owner), 'content-type': 'application/json' };
    const api = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${address}${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
      return (text ? JSON.parse(text) : null) as T;
    };

    const benchmarkId = await newBenchmark(server, owner);
    const upload = await uploadFile(server, owner, `/api/benchmarks/${benchmarkId}/file/`, 'orbis.csv', 'Company name\nA\n');
    if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
    const siteNames = ['nordhavn-supply', 'brightwater-components', 'kallio-flow'];
    const activities = ['a wholesale distributor of industrial pumps and valves bought from European manufacturers', 'a manufacturer of cast pump housings and impellers in its own foundry', 'a reseller of process instrumentation and valves that owns no production plant'];
    const rows = Array.from({ length: n }, (_, i) => ({
      row: i + 2,
      name: `Bench Company ${i + 1} GmbH`,
      country: 'DE',
      ...(scenario === 'websites'
        ? { website: sites!.url(siteNames[i % siteNames.length]!) }
        : { database_description: `Bench Company ${i + 1} GmbH is ${activities[i % activities.length]}. It employs ${50 + (i % 400)} people and sells to customers in Germany and Austria.` }),
    }));
    const t0 = performance.now();
    await api('POST', `/api/benchmarks/${benchmarkId}/file/import/`, { column_mapping: {}, rows });
    const importSeconds = (performance.now() - t0) / 1000;
    await api('POST', `/api/benchmarks/${benchmarkId}/criteria/save/`, { accept: ['wholesale distribution of industrial pumps or valves'], reject: ['manufacturing of pumps or components'] });

    const cpu = process.cpuUsage();
    const started = performance.now();
    const job = await api<{ id: string; total: number }>('POST', `/api/benchmarks/${benchmarkId}/create-run-ai-job/`, { mode: 'analysis' });
    const enqueueSeconds = (performance.now() - started) / 1000;
    let firstDoneAt: number | null = null;
    let last: { status: string; completed: number; failed: number; total: number };
    for (;;) {
      last = await api('GET', `/api/benchmarks/${benchmarkId}/runs/${job.id}/`);
      if (firstDoneAt === null && last.completed + last.failed > 0) firstDoneAt = performance.now();
      if (last.status !== 'queued' && last.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const perMinute = Math.round((job.total / seconds) * 60);
    // The run's end asks the queue worker to learn (the benchmark pass while nobody has decided):
    // it ends when the benchmark records what it learned from; timed from the job's end in the database.
    const sql = server.runtime.database.sql;
    const waitFrom = performance.now();
    let learnedFrom: string | null = null;
    while (learnedFrom === null && performance.now() - waitFrom < 600_000) {
      [{ learned_from: learnedFrom } = { learned_from: null }] = await sql.query<{ learned_from: string | null }>('select learned_from from benchmarks where id = $1', [benchmarkId]);
      if (learnedFrom === null) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [relearned] = await sql.query<{ details: { basis?: string; examples?: number; updated?: number; changed?: number }; seconds: number }>(
      `select e.details, extract(epoch from (e.created_at - j.finished_at))::float8 as seconds
       from audit_events e join jobs j on j.id = $2
       where e.benchmark_id = $1 and e.action = 'analysis.relearned' order by e.created_at desc limit 1`,
      [benchmarkId, job.id],
    );
    console.log(
      JSON.stringify({
        engine,
        scenario,
        companies: job.total,
        seconds: Number(seconds.toFixed(2)),
        companies_per_minute: perMinute,
        status: last.status,
        completed: last.completed,
        failed: last.failed,
        import_seconds: Number(importSeconds.toFixed(2)),
        start_seconds: Number(enqueueSeconds.toFixed(2)),
        first_result_seconds: firstDoneAt === null ? null : Number(((firstDoneAt - started) / 1000).toFixed(2)),
        server_cpu_seconds: Number(cpuSeconds.toFixed(2)),
        // After the run, in the background: the benchmark pass over the analysed list.
        pass_seconds: relearned ? Number(relearned.seconds.toFixed(2)) : null,
        pass: relearned?.details ?? null,
        // The machine's 1-minute load average at the end: figures on a busy machine are slower.
        load_average: Number(loadavg()[0]!.toFixed(1)),
        target_per_minute: TARGETS[scenario]?.[engine] ?? null,
        within_target: perMinute >= (TARGETS[scenario]?.[engine] ?? 0),
      }),
    );
  } finally {
    await server.close();
    await sites?.close();
  }
}
