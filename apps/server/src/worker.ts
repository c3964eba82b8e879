// A worker-only process (`npm run worker`): shares the queue with every other instance.
import { loadConfig } from './config/config.ts';
import { openRuntime } from './runtime.ts';
import { startWorkers } from './worker/workers.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.warn('npm run worker: no DATABASE_URL; the embedded database allows one process, so `npm start` already runs the workers.');
}
const runtime = await openRuntime(config);
await startWorkers(runtime);
console.log(`Quartile worker started (database: ${runtime.database.kind})`);
async function shutdown() {
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
