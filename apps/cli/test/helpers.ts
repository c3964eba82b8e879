import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommandIO } from '../src/command.ts';
import { readFileBytes } from '../src/readBytes.ts';
import { main } from '../src/main.ts';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

export interface RunResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node apps/cli/src/main.ts ...args` from the repo root. */
export function quartile(...args: string[]): RunResult {
  const r = spawnSync(process.execPath, ['apps/cli/src/main.ts', ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export const jsonLines = (stdout: string): Record<string, unknown>[] =>
  stdout.trim().split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);

/** A CommandIO on the real file system that keeps what the command prints. */
export function testIO(): CommandIO & { readonly outLines: string[]; readonly errLines: string[] } {
  const outLines: string[] = [];
  const errLines: string[] = [];
  return {
    outLines,
    errLines,
    out: (line) => outLines.push(line),
    err: (line) => errLines.push(line),
    readFile: (path) => readFileSync(path, 'utf8'),
    readBytes: readFileBytes,
  };
}

/**
 * A fresh folder for a `quartile screen` test with its criteria.json (wholesale distributors
 * accepted, manufacturers with their own plants rejected: the criteria the screen tests share) and,
 * given its lines, the companies.csv to screen.
 */
export function screenFolder(prefix: string, companyLines: readonly string[] = []): { readonly dir: string; readonly criteriaFile: string; readonly companiesFile: string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const criteriaFile = join(dir, 'criteria.json');
  writeFileSync(
    criteriaFile,
    JSON.stringify({ accept: ['wholesale distribution of goods bought from third-party suppliers'], reject: ['manufacturing of products in its own plants or factories'] }),
  );
  const companiesFile = join(dir, 'companies.csv');
  if (companyLines.length > 0) writeFileSync(companiesFile, companyLines.join('\n'));
  return { dir, criteriaFile, companiesFile };
}

/** Runs `quartile screen` in-process on a screenFolder's files with extra options; the output lines are read on demand. */
export function screenIn(folder: { readonly dir: string; readonly criteriaFile: string; readonly companiesFile: string }) {
  return async (...extra: string[]) => {
    const io = testIO();
    const out = join(folder.dir, `out-${Math.random().toString(36).slice(2)}.jsonl`);
    const status = await main(['screen', '--companies', folder.companiesFile, '--criteria', folder.criteriaFile, '--out', out, ...extra], io);
    return { status, io, out, lines: () => jsonLines(readFileSync(out, 'utf8')) };
  };
}
