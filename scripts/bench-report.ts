/**
 * The study report at scale (`pnpm bench:report`): a study of 10,000 companies, 200 of them
 * accepted and every other one rejected (a final report: every decision is final), three years of
 * financials, an analysis with a citation and a source each, human decisions, an audit trail; then
 * GET /api/benchmarks/{id}/study-report/?format=docx over real HTTP, reading the whole file.
 * One JSON line per engine and format: {"engine","format","companies","accepted","ms","cpu_ms","bytes","limit_ms","within_limit"}.
 * The limit (10 s) is for the DOCX; the PDF is measured for information.
 * Engines: PGlite (in memory) and PostgreSQL (127.0.0.1:5432 or DATABASE_URL; skipped when absent).
 * Usage: node scripts/bench-report.ts [--companies 10000] [--accepted 200] [--pdf]
 */
import { parseArgs } from 'node:util';
import { runEachEngine } from './lib/eachEngine.ts';

const LIMIT_MS = 10_000;
const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '10000' },
    accepted: { type: 'string', default: '200' },
    pdf: { type: 'boolean', default: false },
    engine: { type: 'string' },
  },
});
const companyCount = Number(values.companies);
const acceptedCount = Number(values.accepted);
const every = Math.max(1, Math.floor(companyCount / Math.max(acceptedCount, 1)));

if (!values.engine) {
  // Parent: one child per engine.
  await runEachEngine(import.meta.filename, ['--companies', String(companyCount), '--accepted', String(acceptedCount), ...(values.pdf ? ['--pdf'] : [])]);
  process.exit(0);
}

const { startTestServer } = await import('../apps/server/test/support/testRuntime.ts');
const { bearer } = await import('../apps/server/test/support/auth.ts');
const { seedBenchStudy } = await import('./lib/benchStudy.ts');

/** Every `every`-th company is accepted (after review or by the criteria); all others are rejected. */
function statusOf(k: number): string {
  if (k % every === 0 && k / every < acceptedCount) return k % (2 * every) === 0 ? 'Accepted after Review' : 'Accepted using Criteria';
  return k % 3 === 0 ? 'Rejected after Review' : 'Rejected using Criteria';
}

const server = await startTestServer();
try {
  const { owner, benchmarkId } = await seedBenchStudy(server, companyCount, statusOf);

  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  for (const format of values.pdf ? ['docx', 'pdf'] : ['docx']) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await fetch(`${address}/api/benchmarks/${benchmarkId}/study-report/?format=${format}`, { headers: bearer(owner) });
    if (!response.ok) throw new Error(`study report failed: ${response.status} ${await response.text()}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    const ms = Math.round(performance.now() - started);
    const used = process.cpuUsage(cpu);
    const cpuMs = Math.round((used.user + used.system) / 1000);
    // cpu_ms: the server's own work (the process runs both ends); on a busy machine ms grows, cpu_ms does not.
    console.log(
      JSON.stringify({
        engine: process.env.QUARTILE_TEST_DB,
        format,
        companies: companyCount,
        accepted: acceptedCount,
        ms,
        cpu_ms: cpuMs,
        bytes,
        limit_ms: format === 'docx' ? LIMIT_MS : null,
        within_limit: format === 'docx' ? ms <= LIMIT_MS : null,
      }),
    );
  }
} finally {
  await server.close();
}
