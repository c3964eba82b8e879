import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScreenCommand } from '../src/commands/screen.ts';
import { jsonLines, quartile, testIO, screenFolder } from './helpers.ts';

// Orbis-style export: leading row-number column, line breaks in headers, n.a. for missing.
const { dir, criteriaFile, companiesFile } = screenFolder('quartile-screen-', [
  ',"Company name Latin alphabet","Country ISO code","Trade description (English)","Website address"',
  '1,Acme Industrial Supply GmbH,DE,"Acme Industrial Supply GmbH is a wholesale distributor of fasteners, bearings and tools. It resells products of leading brands to industrial customers.",n.a.',
  '2,Beta Machines AG,CH,"Beta Machines AG manufactures packaging machines in its own factories in Switzerland and Germany.",n.a.',
  '3,Gamma Holding SA,FR,n.a.,n.a.',
]);

afterEach(() => vi.unstubAllGlobals());

describe('quartile screen', () => {
  it('writes one JSON line per input row in order (subprocess)', { timeout: 30_000 }, () => {
    const out = join(dir, 'out.jsonl');
    const r = quartile('screen', '--companies', companiesFile, '--criteria', criteriaFile, '--out', out, '--concurrency', '2');
    expect(r.status).toBe(0);
    const lines = jsonLines(readFileSync(out, 'utf8'));
    expect(lines.map((l) => [l.row, l.name, l.decision])).toEqual([
      [1, 'Acme Industrial Supply GmbH', 'accept'],
      [2, 'Beta Machines AG', 'reject'],
      [3, 'Gamma Holding SA', 'refrain'],
    ]);
    expect(Object.keys(lines[0] ?? {})).toEqual(['row', 'name', 'decision', 'confidence', 'function', 'tags', 'reasoning', 'citations']);
    expect(lines[0]?.function).toBe('full-fledged distributor');
    expect((lines[1]?.citations as { source: string; quote: string }[])[0]).toEqual({ source: 'description', quote: 'Beta Machines AG manufactures packaging machines in its own factories in Switzerland and Germany.' });
  });

  it('touches no network when no row has a website', async () => {
    vi.stubGlobal('fetch', () => {
      throw new Error('network used');
    });
    const gatherer = vi.fn(() => {
      throw new Error('network used');
    });
    let written = '';
    const cmd = createScreenCommand({ gatherer, writeFile: (_p, t) => (written = t), env: {} });
    expect(await cmd.run(['--companies', companiesFile, '--criteria', criteriaFile, '--out', 'x.jsonl'], testIO())).toBe(0);
    expect(gatherer).not.toHaveBeenCalled();
    expect(jsonLines(written)).toHaveLength(3);
  });

  it('reports a failed website as a refrain line, not a crash', async () => {
    const withSite = join(dir, 'site.csv');
    writeFileSync(withSite, 'name,website\nDelta Ltd,delta.example\n');
    let written = '';
    const cmd = createScreenCommand({ gatherer: async () => Promise.reject(new Error('boom')), writeFile: (_p, t) => (written = t), env: {} });
    expect(await cmd.run(['--companies', withSite, '--criteria', criteriaFile, '--out', 'x.jsonl'], testIO())).toBe(0);
    expect(jsonLines(written)[0]).toMatchObject({ row: 1, name: 'Delta Ltd', decision: 'refrain' });
  });

  it('rejects bad input with exit code 2', { timeout: 60_000 }, () => {
    const noName = join(dir, 'noname.csv');
    writeFileSync(noName, 'foo,bar\n1,2\n');
    expect(quartile('screen', '--companies', noName, '--criteria', criteriaFile, '--out', join(dir, 'o.jsonl')).status).toBe(2);
    expect(quartile('screen', '--companies', companiesFile, '--out', join(dir, 'o.jsonl')).stderr).toMatch(/--criteria/);
    const badCriteria = join(dir, 'bad.json');
    writeFileSync(badCriteria, '{"accept": "x"}');
    expect(quartile('screen', '--companies', companiesFile, '--criteria', badCriteria, '--out', join(dir, 'o.jsonl')).status).toBe(2);
    expect(quartile('screen', '--companies', companiesFile, '--criteria', criteriaFile, '--out', join(dir, 'o.jsonl'), '--provider', 'openai-compatible').stderr).toMatch(/LLM_BASE_URL/);
  });
});
