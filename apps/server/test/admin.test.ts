import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminError, firmChanges, listInquiries, setCredits, setExpiry, setFlag } from '../src/admin/commands.ts';
import { toCsv } from '../src/admin/csv.ts';
import { startTestServer, testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, registerFirm } from './support/auth.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe(`provider administration on ${testDbKind}`, () => {
  it('sets credits, expiry and flags, logs every change, and the firm sees them', async () => {
    const session = await registerFirm(server);
    const firmId = session.user.firm.id;
    const sql = server.runtime.database.sql;
    expect(await setCredits(sql, firmId, 750)).toMatchObject({ field: 'credits', old_value: '0', new_value: '750' });
    await setExpiry(sql, firmId, '2027-03-31');
    await setFlag(sql, firmId, 'industry-overview', 'true');
    const me = (await server.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(session) })).json();
    expect(me.firm).toMatchObject({ credits: 750, subscription_expiration_date: '2027-03-31', feature_industry_overview_enabled: true });
    await setExpiry(sql, firmId, 'none');
    const changes = await firmChanges(sql, firmId);
    expect(changes.map((c: any) => [c.field, c.new_value])).toEqual([
      ['credits', '750'],
      ['subscription_expiration_date', '2027-03-31'],
      ['feature_industry_overview_enabled', 'true'],
      ['subscription_expiration_date', null],
    ]);
    expect(changes.every((c: any) => String(c.changed_by).startsWith('cli:'))).toBe(true);
  });

  it('refuses bad values and unknown firms, changing nothing', async () => {
    const session = await registerFirm(server);
    const sql = server.runtime.database.sql;
    await expect(setCredits(sql, session.user.firm.id, -1)).rejects.toThrow(AdminError);
    await expect(setCredits(sql, session.user.firm.id, 1.5)).rejects.toThrow(/whole number/);
    await expect(setExpiry(sql, session.user.firm.id, '31/03/2027')).rejects.toThrow(/YYYY-MM-DD/);
    await expect(setFlag(sql, session.user.firm.id, 'everything', 'true')).rejects.toThrow(/--flag/);
    await expect(setCredits(sql, '00000000-0000-4000-8000-000000000000', 5)).rejects.toThrow(/No firm/);
    expect(await firmChanges(sql, session.user.firm.id)).toEqual([]);
  });

  it('lists inquiries since a date as CSV with formula-looking cells neutralised', async () => {
    await server.app.inject({ method: 'POST', url: '/api/submitInquiry/', payload: { name: '=HYPERLINK("http://x")', email: 'csv@firm.test', company_size: '1000+', inquiry_type: 'ContactForm' } });
    const csv = await listInquiries(server.runtime.database.sql, '2020-01-01', 'csv');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('received_at,name,email,company_size,source,inquiry_type,message');
    const row = lines.find((l) => l.includes('csv@firm.test'))!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain('contact_form');
    expect(await listInquiries(server.runtime.database.sql, '2999-01-01', 'json')).toBe('');
  });
});

describe('the admin command line', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['apps/server/src/admin/main.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quartile-admin-')) },
      encoding: 'utf8',
    });
  it('documents every command and exits non-zero with a one-line reason on bad arguments', () => {
    expect(run('--help').stdout).toContain('set-credits --firm ID --credits N');
    const bad = run('firm', 'set-credits', '--firm', 'nope', '--credits', '5');
    expect(bad.status).not.toBe(0);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/--firm must be a firm id/);
    const csv = run('inquiries', '--since', '2020-01-01', '--format', 'csv');
    expect(csv.status).toBe(0);
    expect(csv.stdout.startsWith('received_at,name,email')).toBe(true);
    // Three Node processes, the last one migrating a fresh embedded database: on a busy 2-core machine
    // that alone can take more than the default 30 s.
  }, 120_000);
});

it('escapes CSV quotes, commas and line breaks', () => {
  expect(toCsv(['a', 'b'], [{ a: 'x,"y"', b: 'line\nbreak' }])).toBe('a,b\r\n"x,""y""","line\nbreak"\r\n');
  expect(toCsv(['a'], [{ a: '+1 555' }, { a: '-5' }, { a: '@sum' }, { a: null }])).toBe("a\r\n'+1 555\r\n'-5\r\n'@sum\r\n\r\n");
});
