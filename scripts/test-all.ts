// `npm test`: every suite, in order, with one closing line `N passed, N failed` totalling all.
// Checks that are not test runners (contract freshness, typecheck, lint) count as one test each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { canReach } from './lib/canReach.ts';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

interface Outcome {
  suite: string;
  passed: number;
  failed: number;
  note?: string;
}
const outcomes: Outcome[] = [];
const only = process.argv.slice(2);

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function check(suite: string, command: string, args: string[]): void {
  if (only.length && !only.includes(suite)) return;
  banner(suite);
  const ok = run(command, args) === 0;
  outcomes.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function readCounts(file: string, pick: (json: any) => { passed: number; failed: number }): { passed: number; failed: number } | null {
  if (!existsSync(file)) return null;
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

const jestLike = (json: any) => ({ passed: json.numPassedTests ?? 0, failed: (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0) });

function suite(name: string, command: string, args: string[], file: string, pick: (json: any) => { passed: number; failed: number }, env: Record<string, string> = {}): void {
  if (only.length && !only.includes(name)) return;
  banner(name);
  const code = run(command, args, env);
  const counts = readCounts(file, pick);
  if (!counts) {
    outcomes.push({ suite: name, passed: 0, failed: 1, note: `no results (exit ${code})` });
    return;
  }
  // A runner that exits non-zero without a failing test (a crash, a failed hook) still fails.
  outcomes.push({ suite: name, ...counts, failed: counts.failed + (code !== 0 && counts.failed === 0 ? 1 : 0) });
}

function banner(name: string): void {
  console.log(`\n=== ${name} ===`);
}


const vitest = (project: string[], out: string) => [
  'exec', 'vitest', 'run', ...project.flatMap((p) => ['--project', p]),
  '--reporter=default', '--reporter=json', `--outputFile.json=${out}`,
];

check('contract', 'pnpm', ['--filter', '@quartile/api', 'check']);
check('typecheck', 'pnpm', ['-r', '--workspace-concurrency=1', 'typecheck']);
check('lint', 'pnpm', ['exec', 'eslint', '--max-warnings=0', '.']);
suite('unit', 'pnpm', vitest(['domain', 'cli', 'api', 'analyst', 'web'], 'test-results/unit.json'), path.join(results, 'unit.json'), jestLike);
suite('server-pglite', 'pnpm', vitest(['server'], 'test-results/server-pglite.json'), path.join(results, 'server-pglite.json'), jestLike, {
  QUARTILE_TEST_DB: 'pglite',
});
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!only.length || only.includes('server-postgres')) {
  if (await canReach(postgresUrl)) {
    suite('server-postgres', 'pnpm', vitest(['server'], 'test-results/server-postgres.json'), path.join(results, 'server-postgres.json'), jestLike, {
      QUARTILE_TEST_DB: 'postgres',
      DATABASE_URL: postgresUrl,
    });
  } else {
    banner('server-postgres');
    console.log(`SKIPPED: no PostgreSQL reachable at ${new URL(postgresUrl).host} (set DATABASE_URL to run the server tests on PostgreSQL).`);
    outcomes.push({ suite: 'server-postgres', passed: 0, failed: 0, note: 'skipped: no PostgreSQL reachable' });
  }
}
suite('storybook', 'node', ['scripts/test-storybook.ts', '--results', 'test-results/storybook.json'], path.join(results, 'storybook.json'), jestLike);
suite('e2e', 'pnpm', ['exec', 'playwright', 'test'], path.join(results, 'e2e.json'), (json) => ({
  passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0),
  failed: json.stats?.unexpected ?? 0,
}));

console.log('\n=== summary ===');
for (const o of outcomes) console.log(`${o.suite.padEnd(16)} ${String(o.passed).padStart(5)} passed ${String(o.failed).padStart(4)} failed${o.note ? `  (${o.note})` : ''}`);
const passed = outcomes.reduce((n, o) => n + o.passed, 0);
const failed = outcomes.reduce((n, o) => n + o.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
