// The server benchmarks measure each database engine in a child process of their own, because the
// test runtime reads its engine (QUARTILE_TEST_DB) when first imported. PostgreSQL (127.0.0.1:5432
// or DATABASE_URL) is reported as skipped when it does not answer.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { canReach } from './canReach.ts';

/** Runs `script --engine <engine> ...args` for PGlite, then PostgreSQL; exits on a failed child. `tag` leads the skipped line. */
export async function runEachEngine(script: string, args: readonly string[], tag: Record<string, unknown> = {}): Promise<void> {
  const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  for (const engine of ['pglite', 'postgres']) {
    if (engine === 'postgres' && !(await canReach(postgresUrl))) {
      console.log(JSON.stringify({ ...tag, engine, skipped: `no PostgreSQL at ${new URL(postgresUrl).host}` }));
      continue;
    }
    const child = spawnSync(process.execPath, [script, '--engine', engine, ...args], {
      stdio: 'inherit',
      env: { ...process.env, QUARTILE_TEST_DB: engine, DATABASE_URL: postgresUrl },
    });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
}

/**
 * The size of a benchmark measured by one count option (`--<name> N`, `fallback` by default). In
 * the parent (no --engine) it runs the script once per engine with that count and exits; in a
 * child it answers the count and the child's engine.
 */
export async function countPerEngine(script: string, name: string, fallback: number): Promise<{ count: number; engine: string }> {
  const { values } = parseArgs({ options: { [name]: { type: 'string', default: String(fallback) }, engine: { type: 'string' } } });
  const count = Number(values[name]);
  if (!values.engine) {
    await runEachEngine(script, [`--${name}`, String(count)]);
    process.exit(0);
  }
  return { count, engine: String(values.engine) };
}
