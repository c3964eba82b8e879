import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

// The provider commands run against an empty embedded database in a temporary folder.
function quartileWithData(...args: string[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quartile-cli-'));
  return spawnSync(process.execPath, ['apps/cli/src/main.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
  });
}

// Each command is a new Node process that starts and migrates a fresh embedded database (WebAssembly):
// seconds on a quiet machine, more than a minute on a busy 2-core one.
describe('quartile firm and inquiries', { timeout: 180_000 }, () => {
  it('lists firms of a fresh database as an empty JSON list', () => {
    const r = quartileWithData('firm', 'list');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([]);
  });

  it('refuses a malformed firm id with a one-line reason and exit code 2', () => {
    const r = quartileWithData('firm', 'set-credits', '--firm', 'acme', '--credits', '10');
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('quartile: --firm must be a firm id (see: quartile firm list).');
  });

  it('prints the CSV header of inquiries even when there are none', () => {
    const r = quartileWithData('inquiries', '--since', '2025-01-01', '--format', 'csv');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe('received_at,name,email,company_size,source,inquiry_type,message');
    expect(quartileWithData('inquiries', '--since', 'yesterday').status).toBe(2);
  });

  it('documents its options in --help', () => {
    const r = quartileWithData('firm', '--help');
    expect(r.stdout).toContain('set-expiry  --firm ID --date YYYY-MM-DD|none');
  });
});
