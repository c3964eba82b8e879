// Builds Storybook, serves the static build and runs every story's play function, a11y check and
// screenshot comparison with @storybook/test-runner against the system Chromium.
// Usage: node scripts/test-storybook.ts [--results test-results/storybook.json] [--skip-build] [pattern...]
// A pattern keeps only the story files whose path matches it (Jest's testPathPattern), e.g. `HumanReview`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const host = '127.0.0.1';
// STORYBOOK_TEST_PORT lets two checkouts on one machine test at once.
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6007);
const url = `http://${host}:${port}`;

const { values, positionals: patterns } = parseArgs({
  allowPositionals: true,
  options: {
    results: { type: 'string', default: 'test-results/storybook.json' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const resultsFile = path.resolve(root, values.results);
mkdirSync(path.dirname(resultsFile), { recursive: true });

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NODE_OPTIONS: '' };

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('http-server exited early');
    try {
      const response = await fetch(`${url}/iframe.html`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Storybook server did not answer on ${url}`);
}

const started = Date.now();
if (!values['skip-build']) {
  const built = await run('pnpm', ['storybook:build']);
  if (built !== 0) {
    console.error('storybook build failed');
    process.exit(built);
  }
}

const server = spawn(bin('http-server'), ['storybook-static', '-a', host, '-p', String(port), '-s', '-c-1'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
let code = 1;
try {
  await waitForServer(server);
  code = await run(bin('test-storybook'), [
    '--url',
    url,
    '--maxWorkers=2',
    '--json',
    // test-storybook declares --outputFile as a flag and appends positionals last, so the path must come
    // right after it (before the story-file patterns, which are positionals too).
    '--outputFile',
    resultsFile,
    ...patterns,
  ]);
} catch (error) {
  console.error(error);
} finally {
  server.kill('SIGTERM');
}
console.log(`storybook tests finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${code}), results in ${path.relative(root, resultsFile)}`);
process.exit(code);
