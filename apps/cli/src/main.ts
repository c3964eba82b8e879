/**
 * `quartile` command-line entry point: `pnpm quartile <command> [options]` from the repo root.
 * Dispatches to the table in commands/index.ts. Exit codes: 0 success, 2 bad arguments or input
 * (one-line reason on stderr), 1 unexpected failure.
 */
import { readFileSync } from 'node:fs';
import { COMMANDS } from './commands/index.ts';
import { CliError } from './cliError.ts';
import { readFileBytes } from './readBytes.ts';
import type { Command, CommandIO } from './command.ts';

export function globalHelp(): string {
  const names = Object.keys(COMMANDS);
  const width = Math.max(...names.map((n) => n.length));
  return [
    'Usage: quartile <command> [options]',
    '',
    'Commands:',
    ...names.map((n) => `  ${n.padEnd(width)}  ${COMMANDS[n]?.summary ?? ''}`),
    '',
    'Options:',
    '  -h, --help  show help (use "quartile <command> --help" for a command\'s options)',
  ].join('\n');
}

/** Longest command key that prefixes argv ("firm set-credits" before "firm"). */
export function resolveCommand(argv: readonly string[]): { command: Command; rest: readonly string[] } | null {
  const keys = Object.keys(COMMANDS).sort((a, b) => b.split(' ').length - a.split(' ').length);
  for (const key of keys) {
    const words = key.split(' ');
    if (words.every((w, i) => argv[i] === w)) return { command: COMMANDS[key] as Command, rest: argv.slice(words.length) };
  }
  return null;
}

export async function main(argv: readonly string[], io: CommandIO): Promise<number> {
  const first = argv[0];
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    io.out(globalHelp());
    return first === undefined ? 2 : 0;
  }
  const resolved = resolveCommand(argv);
  if (!resolved) {
    io.err(`quartile: unknown command "${first}" (commands: ${Object.keys(COMMANDS).join(', ')}; see quartile --help)`);
    return 2;
  }
  try {
    return await resolved.command.run(resolved.rest, io);
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`quartile ${resolved.command.name}: ${e.message}`);
      return e.exitCode;
    }
    io.err(`quartile ${resolved.command.name}: unexpected error: ${(e as Error).message ?? String(e)}`);
    return 1;
  }
}

const nodeIO: CommandIO = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line.replace(/\s*\n\s*/g, ' ')}\n`),
  readFile: (path) => readFileSync(path, 'utf8'),
  readBytes: readFileBytes,
};

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2), nodeIO);
}
