// Industry overviews and the Agents list through the real HTTP app, with the real queue worker:
// create, run (Job Created -> Running -> Done), read with citations, export PDF/DOCX/XLSX;
// bad input, the firm flag, employees only, and another firm's ids (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../src/worker/workers.ts';
import { startTestServer, testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, registerFirm, type SignedIn } from './support/auth.ts';
import { newBenchmark, uploadFile } from './support/benchmarks.ts';

let server: TestServer;
let owner: SignedIn;
let other: SignedIn;

const DISTRIBUTORS = [
  {
    name: 'Nordhavn Industrial Supply A/S',
    country: 'Denmark',
    website: 'https://nordhavn.example',
    database_description:
      'Nordhavn Industrial Supply A/S is an independent wholesale distributor of pumps, valves and spare parts for industrial customers. The company operates three warehouses and buys from European manufacturers. Competition from manufacturer-owned sales companies puts pressure on prices.',
    financial_data: [
      { year: 2021, revenue: 120_000_000, cost_of_goods_sold: 90_000_000, operating_profit: 6_000_000, net_profit: 4_000_000 },
      { year: 2022, revenue: 132_000_000, cost_of_goods_sold: 99_000_000, operating_profit: 7_260_000, net_profit: 5_000_000 },
    ],
  },
  {
    name: 'Kattegat Bearings ApS',
    country: 'DK',
    website: 'https://kattegat.example',
    database_description:
      'Kattegat Bearings ApS is a wholesale distributor of bearings and power transmission products. It acquired a competitor in Aarhus in 2021 and expanded into Sweden.',
    financial_data: [
      { year: 2021, revenue: 40_000_000, cost_of_goods_sold: 30_000_000, operating_profit: 1_600_000 },
      { year: 2022, revenue: 46_000_000, cost_of_goods_sold: 34_000_000, operating_profit: 2_300_000 },
    ],
  },
  {
    name: 'Jutland Steel Works A/S',
    country: 'Denmark',
    website: 'https://jutland.example',
    database_description: 'Jutland Steel Works A/S manufactures structural steel beams in its own rolling mill.',
    financial_data: [{ year: 2022, revenue: 300_000_000, operating_profit: 21_000_000 }],
  },
  {
    name: 'Bavaria Distribution GmbH',
    country: 'Germany',
    website: 'https://bavaria.example',
    database_description: 'Bavaria Distribution GmbH is a wholesale distributor of industrial pumps in Germany.',
    financial_data: [{ year: 2022, revenue: 80_000_000, operating_profit: 3_000_000 }],
  },
];

async function importCompanies(session: SignedIn, rows: object[]): Promise<string> {
  const benchmarkId = await newBenchmark(server, session, [2021, 2022]);
  const uploaded = await uploadFile(server, session, `/api/benchmarks/${benchmarkId}/file/`, 'list.csv', 'Company name,Country\nA,B\n');
  expect(uploaded.statusCode).toBeLessThan(300);
  const imported = await server.app.inject({
    method: 'POST',
    url: `/api/benchmarks/${benchmarkId}/file/import/`,
    headers: bearer(session),
    payload: { column_mapping: {}, rows },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  return benchmarkId;
}

const enableOverviews = (session: SignedIn, enabled = true) =>
  server.runtime.database.sql.query('update firms set feature_industry_overview_enabled = $2 where id = $1', [
    session.user.firm.id,
    enabled,
  ]);

const call = (session: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(session), ...(payload ? { payload } : {}) });

async function waitFor(session: SignedIn, id: string, statuses: string[]): Promise<Record<string, unknown>> {
  for (let i = 0; i < 200; i++) {
    const read = (await call(session, 'GET', `/api/industry-overviews/${id}/`)).json();
    if (statuses.includes(read.status)) return read;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`overview ${id} never reached ${statuses.join('/')}`);
}

beforeAll(async () => {
  server = await startTestServer();
  await startWorkers(server.runtime);
  owner = await registerFirm(server, { firm_name: 'Lindqvist TP' });
  other = await registerFirm(server, { firm_name: 'Elsewhere LLP' });
  await enableOverviews(owner);
  await enableOverviews(other);
  await importCompanies(owner, DISTRIBUTORS);
});
afterAll(async () => {
  await server?.close();
});

describe(`industry overviews on ${testDbKind}`, () => {
  it('lists the agents with the firm flags', async () => {
    const agents = await call(owner, 'GET', '/api/agents/');
    expect(agents.statusCode).toBe(200);
    expect(agents.json().map((a: { id: string; available: boolean }) => [a.id, a.available])).toEqual([
      ['research_analyst', true],
      ['review_analyst', true],
      ['industry_overview', true],
    ]);
    await enableOverviews(other, false);
    const disabled = (await call(other, 'GET', '/api/agents/')).json();
    expect(disabled.find((a: { id: string }) => a.id === 'industry_overview').available).toBe(false);
    await enableOverviews(other, true);
  });

  it('creates an overview as Pending, runs it through the queue to Done, with cited statements and tables', async () => {
    const created = await call(owner, 'POST', '/api/industry-overviews/', { industry: '  Wholesale distribution ', country: 'Denmark' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      industry: 'Wholesale distribution',
      country: 'Denmark',
      status: 'Pending',
      job_id: null,
      sections: [],
      progress: 0,
    });
    expect(created.json().created_by.name).toBe('Meera Iyer');
    const id = created.json().id as string;

    const queued = await call(owner, 'POST', `/api/industry-overviews/${id}/run/`);
    expect(queued.statusCode).toBe(202);
    expect(['Job Created', 'Running']).toContain(queued.json().status);
    expect(queued.json().job_id).toMatch(/^[0-9a-f-]{36}$/);

    const done = await waitFor(owner, id, ['Done', 'Failed']);
    expect(done.status, String(done.error)).toBe('Done');
    expect(done).toMatchObject({ progress: 100, provider: 'local', company_count: 2, error: null });
    const sections = done.sections as { id: string; statements: { text: string; citations: { source_id: string; quote: string }[] }[] }[];
    expect(sections.map((s) => s.id)).toEqual(['market_definition', 'companies', 'financial_profile', 'key_players', 'risks', 'trends']);
    const companies = sections.find((s) => s.id === 'companies')!;
    expect(companies.statements.map((s) => s.text.split(' is ')[0])).toEqual(['Nordhavn Industrial Supply A/S', 'Kattegat Bearings ApS']);
    // The steelworks (another industry) and the German distributor (another country) are not in it.
    expect(JSON.stringify(sections)).not.toMatch(/Jutland|Bavaria/);
    // Every statement cites a source of the overview, verbatim.
    const sources = done.sources as { id: string; kind: string; title: string }[];
    for (const s of sections.flatMap((x) => x.statements)) {
      expect(s.citations.length).toBeGreaterThan(0);
      for (const c of s.citations) expect(sources.map((x) => x.id)).toContain(c.source_id);
    }
    expect(JSON.stringify(sections)).toContain(
      'Nordhavn Industrial Supply A/S is an independent wholesale distributor of pumps, valves and spare parts for industrial customers.',
    );
    expect(JSON.stringify(sections.find((s) => s.id === 'risks'))).toContain('Competition from manufacturer-owned sales companies');
    expect(JSON.stringify(sections.find((s) => s.id === 'trends'))).toContain('It acquired a competitor in Aarhus in 2021');
    const profile = (done.tables as { id: string; rows: unknown[][] }[]).find((t) => t.id === 'financial_profile')!;
    expect(profile.rows.map((r) => r[0])).toEqual([2021, 2022]);
    // FY2022 operating margins 5.5 % and 5 %: the median is 5.25 %.
    expect(profile.rows[1]?.[4]).toBeCloseTo(0.0525, 6);

    const list = await call(owner, 'GET', '/api/industry-overviews/');
    expect(list.json()[0]).toMatchObject({ id, status: 'Done', progress: 100 });
    expect(list.json()[0].sections).toBeUndefined();
  });

  it('reads the sources the Research Analyst stored, and cites them where they are', async () => {
    const [company] = await server.runtime.database.sql.query<{ id: string; benchmark_id: string }>(
      "select id, benchmark_id from companies where name = 'Kattegat Bearings ApS'",
    );
    const text = 'Kattegat Bearings ApS distributes bearings to Danish industry. Demand from wind turbine makers grew strongly in 2022.';
    const { createHash } = await import('node:crypto');
    const [source] = await server.runtime.database.sql.query<{ id: string }>(
      `insert into sources (firm_id, benchmark_id, company_id, kind, location, url, retrieved_at, content_hash, text)
       values ($1, $2, $3, 'website', 'https://kattegat.example/about', 'https://kattegat.example/about', now(), $4, $5) returning id`,
      [owner.user.firm.id, company!.benchmark_id, company!.id, createHash('sha256').update(text).digest('hex'), text],
    );
    await server.runtime.database.sql.query(`update companies set sources = $2 where id = $1`, [
      company!.id,
      JSON.stringify([
        { id: source!.id, kind: 'website', url: 'https://kattegat.example/about', location: 'https://kattegat.example/about' },
      ]),
    ]);
    const created = (
      await call(owner, 'POST', '/api/industry-overviews/', { industry: 'Wholesale distribution', country: 'Denmark' })
    ).json();
    await call(owner, 'POST', `/api/industry-overviews/${created.id}/run/`);
    const done = await waitFor(owner, created.id, ['Done']);
    expect((done.sources as { id: string; kind: string; url: string | null }[]).find((s) => s.id === source!.id)).toMatchObject({
      kind: 'website',
      url: 'https://kattegat.example/about',
    });
    const trends = JSON.stringify((done.sections as { id: string }[]).find((s) => s.id === 'trends'));
    expect(trends).toContain('Demand from wind turbine makers grew strongly in 2022.');
    expect(trends).toContain(source!.id);
  });

  it('exports a Done overview as PDF, DOCX and XLSX, and refuses before it is Done', async () => {
    const pending = (
      await call(owner, 'POST', '/api/industry-overviews/', { industry: 'Wholesale distribution', country: 'Denmark' })
    ).json();
    const early = await call(owner, 'GET', `/api/industry-overviews/${pending.id}/export/`);
    expect(early.statusCode).toBe(409);
    await call(owner, 'POST', `/api/industry-overviews/${pending.id}/run/`);
    await waitFor(owner, pending.id, ['Done']);

    const pdf = await call(owner, 'GET', `/api/industry-overviews/${pending.id}/export/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Wholesale-distribution-Denmark-industry-overview.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const docx = await call(owner, 'GET', `/api/industry-overviews/${pending.id}/export/?format=docx`);
    expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(new Uint8Array(docx.rawPayload));
    expect(strFromU8(files['word/document.xml']!)).toContain('Nordhavn Industrial Supply A/S');
    expect(strFromU8(files['word/footnotes.xml']!)).toContain('independent wholesale distributor of pumps');

    const xlsx = await call(owner, 'GET', `/api/industry-overviews/${pending.id}/export/?format=xlsx`);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Companies', 'Financial profile by year', 'Key players by revenue', 'Sources']);
    expect(workbook.getWorksheet('Companies')!.getRow(2).getCell(1).value).toBe('Nordhavn Industrial Supply A/S');

    expect((await call(owner, 'GET', `/api/industry-overviews/${pending.id}/export/?format=odt`)).statusCode).toBe(400);
  });

  it('fails a run with a clear reason when no company of the firm matches, and lets it run again', async () => {
    const created = (await call(owner, 'POST', '/api/industry-overviews/', { industry: 'Semiconductors', country: 'Denmark' })).json();
    await call(owner, 'POST', `/api/industry-overviews/${created.id}/run/`);
    const failed = await waitFor(owner, created.id, ['Done', 'Failed']);
    expect(failed.status).toBe('Failed');
    expect(failed.error).toMatch(/^None of the firm’s 3 companies in Denmark describe themselves as Semiconductors/);
    expect(failed.sections).toEqual([]);
    const again = await call(owner, 'POST', `/api/industry-overviews/${created.id}/run/`);
    expect(again.statusCode).toBe(202);
    expect(again.json().error).toBeNull();
  });

  it('refuses a second run while one is queued or running', async () => {
    const created = (
      await call(owner, 'POST', '/api/industry-overviews/', { industry: 'Wholesale distribution', country: 'Denmark' })
    ).json();
    await server.runtime.database.sql.query("update industry_overviews set status = 'Running', job_id = gen_random_uuid() where id = $1", [
      created.id,
    ]);
    const second = await call(owner, 'POST', `/api/industry-overviews/${created.id}/run/`);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This industry overview is already being generated. Wait for the run to finish.');
  });

  it('refuses bad input and changes nothing', async () => {
    const before = (await call(owner, 'GET', '/api/industry-overviews/')).json().length;
    for (const payload of [
      { industry: '', country: 'Denmark' },
      { industry: '   ', country: 'Denmark' },
      { industry: 'Software' },
      { industry: 'x'.repeat(201), country: 'India' },
      { industry: 'Software', country: 'India', extra: 1 },
    ]) {
      const response = await call(owner, 'POST', '/api/industry-overviews/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await call(owner, 'POST', '/api/industry-overviews/', { industry: ' ', country: 'India' })).json().errors).toEqual({
      industry: ['This field is required'],
    });
    expect((await call(owner, 'GET', '/api/industry-overviews/not-a-uuid/')).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/industry-overviews/')).json()).toHaveLength(before);
  });

  it("answers 404 for another firm's overview and never lists it", async () => {
    const mine = (await call(owner, 'POST', '/api/industry-overviews/', { industry: 'Software', country: 'India' })).json();
    for (const [method, url] of [
      ['GET', `/api/industry-overviews/${mine.id}/`],
      ['POST', `/api/industry-overviews/${mine.id}/run/`],
      ['GET', `/api/industry-overviews/${mine.id}/export/`],
    ] as const) {
      expect((await call(other, method, url)).statusCode, url).toBe(404);
    }
    expect((await call(other, 'GET', '/api/industry-overviews/')).json().map((o: { id: string }) => o.id)).not.toContain(mine.id);
    expect((await call(owner, 'GET', `/api/industry-overviews/${mine.id}/`)).json().status).toBe('Pending');
  });

  it('is closed when the firm flag is off, and to non-employees', async () => {
    await enableOverviews(other, false);
    const refused = await call(other, 'GET', '/api/industry-overviews/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Industry overviews are not enabled for your firm.');
    expect((await call(other, 'POST', '/api/industry-overviews/', { industry: 'Software', country: 'India' })).statusCode).toBe(403);
    await enableOverviews(other, true);
    await server.runtime.database.sql.query('update users set is_employee = false where id = $1', [other.user.id]);
    expect((await call(other, 'GET', '/api/industry-overviews/')).statusCode).toBe(403);
    expect((await call(other, 'GET', '/api/agents/')).statusCode).toBe(200);
    await server.runtime.database.sql.query('update users set is_employee = true where id = $1', [other.user.id]);
    expect((await server.app.inject({ method: 'GET', url: '/api/industry-overviews/' })).statusCode).toBe(401);
  });
});
