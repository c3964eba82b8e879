// Starts the real server for end-to-end tests: builds the web app, then runs the server on a
// fresh embedded database (demo data seeded) under .data/e2e, removed first so each run starts clean.
// E-mail goes through real SMTP to a loopback catcher that writes each message into
// .data/e2e/mail/ (e2e/support/mail.ts reads it).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startMailCatcher } from '../apps/server/test/support/mailCatcher.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });

const build = spawnSync('pnpm', ['--filter', '@quartile/web', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = process.env.E2E_PORT ?? '3100';
const mail = await startMailCatcher(path.join(dataDir, 'mail'));
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '20',
    E2E: '1',
    // The analyst journey's company websites are served on loopback (*.localhost) by the spec.
    ANALYST_ALLOW_PRIVATE_NETWORKS: '1',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  void mail.close().finally(() => process.exit(code ?? 0));
});
