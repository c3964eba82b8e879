// FAR reports through the real HTTP app: create from a characterisation's checklist, edit with
// versions and history, link the client's benchmarks, generate a benchmark's inputs and save them
// through the benchmark's own calls, export PDF/DOCX; bad input, non-employees, other firms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, outbox, registerFirm, type SignedIn } from './support/auth.ts';

let server: TestServer;
let owner: SignedIn;
let other: SignedIn;
let clientId: string;
let benchmarkId: string;
let otherClientBenchmark: string;

const call = (session: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(session), ...(payload ? { payload } : {}) });

async function client(session: SignedIn, name: string): Promise<string> {
  return (await call(session, 'POST', '/api/clients/', { name, country: 'Switzerland', website: 'https://helvetia.example' })).json().id;
}
async function benchmark(session: SignedIn, client: string, name: string): Promise<string> {
  const created = await call(session, 'POST', '/api/benchmarks/', {
    client_id: client,
    name,
    tested_party_description: 'LRD',
    start_date: '2025-04-01',
    financial_years: [2021, 2022, 2023],
  });
  return created.json().id;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerFirm(server, { firm_name: 'Lindqvist TP' });
  other = await registerFirm(server, { firm_name: 'Elsewhere LLP' });
  clientId = await client(owner, 'Helvetia Pumps AG');
  benchmarkId = await benchmark(owner, clientId, 'Nordic pump distributors FY2021–2023');
  otherClientBenchmark = await benchmark(owner, await client(owner, 'Fjord Logistics AS'), 'Fjord freight');
});
afterAll(async () => {
  await server?.close();
});

const newFar = (session = owner, extra: object = {}) =>
  call(session, 'POST', '/api/fars/', {
    title: 'Helvetia Pumps Nordic AB — FAR FY2023',
    client_id: clientId,
    tested_party: 'Helvetia Pumps Nordic AB',
    characterisation: 'limited-risk distributor',
    ...extra,
  });

describe(`FAR reports on ${testDbKind}`, () => {
  it('creates a report from the characterisation’s checklist, linked to the client’s benchmark', async () => {
    const created = await newFar(owner, { benchmark_ids: [benchmarkId], group_name: 'Helvetia Pumps' });
    expect(created.statusCode).toBe(201);
    const far = created.json();
    expect(far).toMatchObject({
      status: 'draft',
      client_name: 'Helvetia Pumps AG',
      version: 1,
      characterisation: 'limited-risk distributor',
      benchmarks: [{ id: benchmarkId, name: 'Nordic pump distributors FY2021–2023' }],
    });
    expect(far.content.functions.find((f: { name: string }) => f.name === 'Sales and distribution')).toMatchObject({
      level: 'full',
      performed_by: '',
    });
    expect(far.content.risks.find((r: { name: string }) => r.name === 'Market risk')).toMatchObject({
      level: 'limited',
      performed_by: 'Helvetia Pumps',
    });
    expect(far.created_by.name).toBe('Meera Iyer');
    const history = (await call(owner, 'GET', `/api/fars/${far.id}/history/`)).json();
    expect(history).toMatchObject([{ version: 1, summary: 'Created', fields: [] }]);
    // The benchmark lists its FAR.
    expect((await call(owner, 'GET', `/api/benchmarks/${benchmarkId}/`)).json().fars).toContainEqual({ id: far.id, title: far.title });
  });

  it('keeps a removed member in a report’s history: removing them changes no revision, and their name stays', async () => {
    const email = `far.editor.${Date.now()}@firm.test`;
    await server.app.inject({ method: 'POST', url: '/api/team/invites/', headers: bearer(owner), payload: { email, first_name: 'Jonas', last_name: 'Ek', is_employee: true } });
    const [mail] = await outbox(server, email);
    const token = mail!.body_text.match(/\/accept-invite\/([^\s]+)/)![1];
    const member = (await server.app.inject({ method: 'POST', url: '/api/invites/accept/', payload: { token, password: 'Ledger-pass-2025', first_name: 'Jonas', last_name: 'Ek' } })).json() as SignedIn;
    const far = (await newFar(member)).json();
    const before = (await call(owner, 'GET', `/api/fars/${far.id}/history/`)).json();
    expect(before).toMatchObject([{ version: 1, edited_by: { id: member.user.id, name: 'Jonas Ek' } }]);

    const removed = await server.app.inject({ method: 'DELETE', url: `/api/team/members/${member.user.id}/`, headers: bearer(owner) });
    expect(removed.statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/fars/${far.id}/history/`)).json()).toEqual(before);
  });

  it('saves edits as new versions with a history of who changed what, and refuses a stale version', async () => {
    const far = (await newFar()).json();
    const risks = far.content.risks.map((r: { name: string }) =>
      r.name === 'Credit risk' ? { ...r, level: 'full', notes: 'Bears default up to 90 days.' } : r,
    );
    const saved = await call(owner, 'PATCH', `/api/fars/${far.id}/`, {
      content: { ...far.content, risks },
      financials: [{ year: 2023, revenue: 55_300_000, operating_profit: 2_100_000 }],
      base_version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, updated_by: { name: 'Meera Iyer' } });
    const again = await call(owner, 'PATCH', `/api/fars/${far.id}/`, { transactions: 'Buys pumps from the parent.', base_version: 2 });
    expect(again.json().version).toBe(3);
    const unchanged = await call(owner, 'PATCH', `/api/fars/${far.id}/`, { transactions: 'Buys pumps from the parent.', base_version: 3 });
    expect(unchanged.json().version).toBe(3);
    const stale = await call(owner, 'PATCH', `/api/fars/${far.id}/`, { title: 'Old tab', base_version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    expect((await call(owner, 'GET', `/api/fars/${far.id}/`)).json().title).toBe('Helvetia Pumps Nordic AB — FAR FY2023');
    const history = (await call(owner, 'GET', `/api/fars/${far.id}/history/`)).json();
    expect(history.map((r: { version: number; summary: string }) => [r.version, r.summary])).toEqual([
      [3, 'Edited transactions'],
      [2, 'Edited risks and financials'],
      [1, 'Created'],
    ]);
    // Revisions are append-only in the database itself.
    await expect(server.runtime.database.sql.query('update far_revisions set summary = $1', ['x'])).rejects.toThrow(/append-only/);
  });

  it('refuses bad input and changes nothing', async () => {
    const far = (await newFar()).json();
    const cases: [object, string][] = [
      [{ title: '   ' }, 'title'],
      [
        { content: { functions: [{ name: ' ', level: 'full', performed_by: '', notes: '' }], assets: [], risks: [] } },
        'content.functions.0.name',
      ],
      [{ financials: [{ year: 2022 }, { year: 2022 }] }, 'financials'],
      [{ benchmark_ids: [otherClientBenchmark] }, 'benchmark_ids'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(owner, 'PATCH', `/api/fars/${far.id}/`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
    for (const payload of [
      { characterisation: 'importer' },
      { content: { functions: [{ name: 'Sales', level: 'high', performed_by: '', notes: '' }], assets: [], risks: [] } },
      { financials: [{ year: 1999 }] },
      {},
      { secret: 1 },
    ]) {
      expect((await call(owner, 'PATCH', `/api/fars/${far.id}/`, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call(owner, 'POST', '/api/fars/', { title: 'No client' })).statusCode).toBe(400);
    expect((await call(owner, 'GET', `/api/fars/${far.id}/`)).json().version).toBe(1);
  });

  it('searches by title, client and tested party', async () => {
    await newFar(owner, {
      title: 'Saffron Spice Processing — FAR',
      tested_party: 'Saffron Spice Processing LLP',
      characterisation: 'contract manufacturer',
    });
    const byTitle = (await call(owner, 'GET', '/api/fars/?search=saffron')).json();
    expect(byTitle.items.map((f: { title: string }) => f.title)).toEqual(['Saffron Spice Processing — FAR']);
    expect((await call(owner, 'GET', '/api/fars/?search=helvetia%20pumps%20ag')).json().total).toBeGreaterThan(1);
    expect((await call(owner, 'GET', '/api/fars/?search=nordic%20ab&page_size=1')).json()).toMatchObject({ page_size: 1 });
    expect((await call(owner, 'GET', '/api/fars/?search=%25')).json().total).toBe(0);
  });

  it('generates a linked benchmark’s tested party description and criteria, which the benchmark then saves', async () => {
    const far = (
      await newFar(owner, {
        benchmark_ids: [benchmarkId],
        industry: 'industrial pumps and valves',
        tested_party_country: 'Sweden',
        group_name: 'Helvetia Pumps',
      })
    ).json();
    const proposal = await call(owner, 'POST', `/api/fars/${far.id}/benchmark-inputs/`, { benchmark_id: benchmarkId });
    expect(proposal.statusCode).toBe(200);
    const inputs = proposal.json();
    expect(inputs.tested_party_description).toMatch(
      /^Helvetia Pumps Nordic AB \(Sweden\) is a limited-risk distributor in industrial pumps and valves of the Helvetia Pumps group\./,
    );
    expect(inputs.criteria.accept).toEqual([
      'wholesale distribution of industrial pumps and valves',
      'trading of industrial pumps and valves bought from third-party suppliers',
    ]);
    expect(inputs).toMatchObject({ current_tested_party_description: 'LRD', identical_to_current: false });
    expect((await call(owner, 'POST', `/api/benchmarks/${benchmarkId}/criteria/save/`, inputs.criteria)).statusCode).toBe(200);
    expect(
      (await call(owner, 'PATCH', `/api/benchmarks/${benchmarkId}/update/`, { tested_party_description: inputs.tested_party_description }))
        .statusCode,
    ).toBe(200);
    // Only the FAR's years within the product's range (2010–2029) go to the benchmark.
    expect(inputs.financials).toEqual([]);
    await call(owner, 'PATCH', `/api/fars/${far.id}/`, { financials: [{ year: 2009, revenue: 900 }, { year: 2022, revenue: 1000, operating_profit: 50 }] });
    const withYears = (await call(owner, 'POST', `/api/fars/${far.id}/benchmark-inputs/`, { benchmark_id: benchmarkId })).json();
    expect(withYears.financials).toEqual([{ year: 2022, revenue: 1000, operating_profit: 50 }]);
    const applied = await call(owner, 'POST', `/api/benchmarks/${benchmarkId}/tested-party-description/`, {
      tested_party_description: withYears.tested_party_description,
      financials: withYears.financials,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().tested_party_financials).toMatchObject([{ year: 2022, revenue: 1000, operating_profit: 50 }]);
    const again = (await call(owner, 'POST', `/api/fars/${far.id}/benchmark-inputs/`, { benchmark_id: benchmarkId })).json();
    expect(again.identical_to_current).toBe(true);

    const unlinked = await call(owner, 'POST', `/api/fars/${far.id}/benchmark-inputs/`, { benchmark_id: otherClientBenchmark });
    expect(unlinked.statusCode).toBe(409);
    const blank = (await newFar(owner, { characterisation: null, benchmark_ids: [benchmarkId] })).json();
    const needs = await call(owner, 'POST', `/api/fars/${blank.id}/benchmark-inputs/`, { benchmark_id: benchmarkId });
    expect(needs.statusCode).toBe(409);
    expect(needs.json().message).toMatch(/characterisation/);
  });

  it('links FARs from the benchmark side too (far_ids), only the same client’s', async () => {
    const far = (await newFar()).json();
    const linked = await call(owner, 'PATCH', `/api/benchmarks/${benchmarkId}/update/`, { far_ids: [far.id] });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().fars).toEqual([{ id: far.id, title: far.title }]);
    expect((await call(owner, 'GET', `/api/fars/${far.id}/`)).json().benchmarks.map((b: { id: string }) => b.id)).toEqual([benchmarkId]);
    const foreign = await call(owner, 'PATCH', `/api/benchmarks/${otherClientBenchmark}/update/`, { far_ids: [far.id] });
    expect(foreign.statusCode).toBe(400);
    expect(
      (await call(owner, 'PATCH', `/api/benchmarks/${benchmarkId}/update/`, { far_ids: ['00000000-0000-4000-8000-000000000000'] }))
        .statusCode,
    ).toBe(404);
    expect((await call(owner, 'PATCH', `/api/benchmarks/${benchmarkId}/update/`, { far_ids: [] })).json().fars).toEqual([]);
  });

  it('exports a report as PDF and DOCX with its matrix and PLIs', async () => {
    const far = (await newFar()).json();
    await call(owner, 'PATCH', `/api/fars/${far.id}/`, {
      financials: [
        { year: 2022, revenue: 1000, operating_profit: 50 },
        { year: 2023, revenue: 2000, operating_profit: 40 },
      ],
    });
    const pdf = await call(owner, 'GET', `/api/fars/${far.id}/export/`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Helvetia-Pumps-Nordic-AB-FAR-FY2023-FAR.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const docx = await call(owner, 'GET', `/api/fars/${far.id}/export/?format=docx`);
    const { unzipSync, strFromU8 } = await import('fflate');
    const xml = strFromU8(unzipSync(new Uint8Array(docx.rawPayload))['word/document.xml']!);
    expect(xml).toContain('Sales and distribution');
    expect(xml).toContain('Operating margin (return on sales)');
    // Weighted OM: 90 / 3000 = 3.00 %.
    expect(xml).toContain('3.00%');
    expect((await call(owner, 'GET', `/api/fars/${far.id}/export/?format=xlsx`)).statusCode).toBe(400);
  });

  it('is for employees only, and another firm’s ids answer 404', async () => {
    const far = (await newFar()).json();
    for (const [method, url, payload] of [
      ['GET', `/api/fars/${far.id}/`],
      ['PATCH', `/api/fars/${far.id}/`, { title: 'Taken' }],
      ['GET', `/api/fars/${far.id}/history/`],
      ['GET', `/api/fars/${far.id}/export/`],
      ['POST', `/api/fars/${far.id}/benchmark-inputs/`, { benchmark_id: benchmarkId }],
    ] as const) {
      expect((await call(other, method, url, payload)).statusCode, url).toBe(404);
    }
    expect((await call(other, 'GET', '/api/fars/')).json().total).toBe(0);
    expect((await call(other, 'POST', '/api/fars/', { title: 'Mine', client_id: clientId })).statusCode).toBe(404);
    const otherClient = await client(other, 'Elsewhere client');
    expect(
      (await call(other, 'POST', '/api/fars/', { title: 'Mine', client_id: otherClient, benchmark_ids: [benchmarkId] })).statusCode,
    ).toBe(404);
    expect((await call(owner, 'GET', `/api/fars/${far.id}/`)).json().title).toBe('Helvetia Pumps Nordic AB — FAR FY2023');

    await server.runtime.database.sql.query('update users set is_employee = false where id = $1', [other.user.id]);
    expect((await call(other, 'GET', '/api/fars/')).statusCode).toBe(403);
    await server.runtime.database.sql.query('update users set is_employee = true where id = $1', [other.user.id]);
  });
});
