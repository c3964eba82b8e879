/**
 * Argument helpers shared by commands: node:util parseArgs in strict mode with readable errors,
 * number lists, year ranges and JSON objects.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError } from './cliError.ts';
import type { CommandIO } from './command.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** A value that starts like a negative number: "-0.43", "-.5", "-3,2.7" (no option name starts with a digit). */
const NEGATIVE_NUMBER = /^-\.?\d/;

/**
 * parseArgs refuses `--values -0.43,2.72` as ambiguous (the value looks like an option), yet a
 * negative first value is common (losses). A negative number after an option that takes a value
 * is joined to it as `--values=-0.43,2.72`, which parseArgs reads as the value.
 */
function joinNegativeValues(args: readonly string[], options: Options): string[] {
  const takesValue = new Map<string, string>();
  for (const [name, option] of Object.entries(options)) {
    if (option.type !== 'string') continue;
    takesValue.set(`--${name}`, name);
    if (option.short) takesValue.set(`-${option.short}`, name);
  }
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const name = takesValue.get(arg);
    const next = args[i + 1];
    if (name !== undefined && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      out.push(`--${name}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

export function parseOptions<O extends Options>(args: readonly string[], options: O) {
  try {
    return parseArgs({ args: joinNegativeValues(args, options), options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false });
  } catch (e) {
    throw new CliError((e as Error).message.split('\n')[0] ?? 'invalid arguments');
  }
}

/** Prints the command's help when --help (-h) was given; the command then returns 0. */
export function printedHelp(values: { help?: boolean | undefined }, help: string, io: Pick<CommandIO, 'out'>): boolean {
  if (values.help) io.out(help);
  return values.help === true;
}

export function requireOption(value: string | undefined, name: string): string {
  if (value === undefined || value.trim() === '') throw new CliError(`missing required option --${name}`);
  return value;
}

export function parseNumber(text: string, what: string): number {
  const t = text.trim();
  const n = t === '' ? NaN : Number(t);
  if (!Number.isFinite(n)) throw new CliError(`${what} is not a finite number: "${text}"`);
  return n;
}

/** "1.2,3.4" or one number per line (blank lines and # comments ignored). */
export function parseNumberList(text: string, what: string): number[] {
  const items = text
    .split(/[\n,;]/)
    .map((s) => s.replace(/#.*$/, '').trim())
    .filter((s) => s !== '');
  if (items.length === 0) throw new CliError(`${what}: no values given`);
  return items.map((s, i) => parseNumber(s, `${what} item ${i + 1}`));
}

/** "2021-2023" → [2021, 2022, 2023]; "2022" → [2022]. */
export function parseYearRange(text: string): number[] {
  const m = /^\s*(\d{4})\s*(?:-\s*(\d{4})\s*)?$/.exec(text);
  if (!m) throw new CliError(`--years must look like 2021-2023 or 2022, got "${text}"`);
  const start = Number(m[1]);
  const end = m[2] === undefined ? start : Number(m[2]);
  if (start > end) throw new CliError(`--years: the start year ${start} is after the end year ${end}`);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function parseJsonObject(text: string, what: string): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${what} is not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new CliError(`${what} must be a JSON object`);
  return v as Record<string, unknown>;
}

export function oneOf<T extends string>(value: string, allowed: readonly T[], name: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new CliError(`--${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}
