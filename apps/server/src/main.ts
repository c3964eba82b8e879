// The server process: migrate, seed the demo once (embedded default), serve /api and the SPA,
// run queue workers in-process unless WORKER_IN_PROCESS=0, and shut down gracefully.
import { loadConfig } from './config/config.ts';
import { buildApp } from './http/app.ts';
import { openRuntime } from './runtime.ts';
import { seedDemoData } from './seed/demo.ts';
import { startWorkers } from './worker/workers.ts';

const config = loadConfig();
const runtime = await openRuntime(config);
if (config.demoSeed) {
  const started = performance.now();
  try {
    const seeded = await seedDemoData(runtime);
    const ms = Math.round(performance.now() - started);
    if (seeded.firm) console.log('Seeded the demo firm and users (see README).');
    if (seeded.studyBenchmarkId) console.log(`Seeded the demo study in ${ms} ms (benchmark ${seeded.studyBenchmarkId}).`);
  } catch (error) {
    // The product works without its demo: say why and serve anyway.
    console.error('The demo data could not be seeded:', error);
  }
}
if (config.runWorkerInProcess) await startWorkers(runtime);

const app = await buildApp(runtime);
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Quartile ${runtime.version} on ${config.publicUrl} (database: ${runtime.database.kind})`);
