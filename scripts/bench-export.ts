/**
 * Excel export at scale (`pnpm bench:export`): a study of 10,000 companies (three years of
 * financials, analysis with citations and sources, a third accepted, human decisions, an audit
 * trail), then GET /api/benchmarks/{id}/export/ over real HTTP, reading the streamed workbook.
 * One JSON line per engine: {"engine","companies","accepted","ms","cpu_ms","bytes","limit_ms","within_limit"}.
 * Engines: PGlite (in memory) and PostgreSQL (127.0.0.1:5432 or DATABASE_URL; skipped when absent).
 * Usage: node scripts/bench-export.ts [--companies 10000]
 */
import { countPerEngine } from './lib/eachEngine.ts';

const LIMIT_MS = 10_000;
const { count: companyCount } = await countPerEngine(import.meta.filename, 'companies', 10_000);

const { startTestServer } = await import('../apps/server/test/support/testRuntime.ts');
const { bearer } = await import('../apps/server/test/support/auth.ts');
const { seedBenchStudy } = await import('./lib/benchStudy.ts');

const STATUSES = [
  'Accepted using Criteria',
  'Rejected using Criteria',
  'Accepted after Review',
  'Rejected after Review',
  'Decision Refrained',
  'Not Analyzed',
];

const server = await startTestServer();
try {
  const { owner, benchmarkId } = await seedBenchStudy(server, companyCount, (k) => STATUSES[k % STATUSES.length]!);
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(`${address}/api/benchmarks/${benchmarkId}/export/`, { headers: bearer(owner) });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const ms = Math.round(performance.now() - started);
  const used = process.cpuUsage(cpu);
  const cpuMs = Math.round((used.user + used.system) / 1000);
  const accepted = Math.round((companyCount * 2) / STATUSES.length);
  // cpu_ms: the server's own work (the process runs both ends); on a busy machine ms grows, cpu_ms does not.
  console.log(
    JSON.stringify({
      engine: process.env.QUARTILE_TEST_DB,
      companies: companyCount,
      accepted,
      ms,
      cpu_ms: cpuMs,
      bytes,
      limit_ms: LIMIT_MS,
      within_limit: ms <= LIMIT_MS,
    }),
  );
} finally {
  await server.close();
}
