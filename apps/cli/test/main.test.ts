import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/commands/index.ts';
import { quartile } from './helpers.ts';

describe('quartile dispatcher and help', () => {
  it('--help lists every command', () => {
    const r = quartile('--help');
    expect(r.status).toBe(0);
    for (const name of Object.keys(COMMANDS)) expect(r.stdout).toContain(name);
  });
  it('no command prints help and exits non-zero', () => {
    const r = quartile();
    expect(r.status).not.toBe(0);
    expect(r.stdout).toMatch(/Usage: quartile <command>/);
  });
  it('unknown command exits 2 with a one-line reason', () => {
    const r = quartile('scren');
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(/^quartile: unknown command "scren"/);
  });
  const documented: Record<string, string[]> = {
    range: ['--method', '--values', '--file', '--help', 'us-482', 'india-10ca', 'excel-inc', 'excel-exc'],
    pli: ['--pli', '--aggregation', '--years', '--roa-assets', '--file', '--help', 'weighted', 'simple', 'ROCE'],
    wca: ['--method', '--rate', '--base', '--tested', '--comparable', '--help', 'simplified', 'irs'],
    screen: ['--companies', '--criteria', '--out', '--provider', '--concurrency', '--help', 'local', 'openai-compatible'],
  };
  it.each(Object.entries(documented))('%s --help documents every option', (name, words) => {
    const r = quartile(name, '--help');
    expect(r.status).toBe(0);
    for (const w of words) expect(r.stdout).toContain(w);
  });
});

describe('resolveCommand', () => {
  it('finds the command and passes the remaining arguments', async () => {
    const { resolveCommand } = await import('../src/main.ts');
    const r = resolveCommand(['pli', '--pli', 'OM']);
    expect(r?.command.name).toBe('pli');
    expect(r?.rest).toEqual(['--pli', 'OM']);
    expect(resolveCommand(['screen', '--companies', 'x.csv'])?.rest).toEqual(['--companies', 'x.csv']);
    expect(resolveCommand(['scren', '--companies', 'x.csv'])).toBeNull();
  });
});
