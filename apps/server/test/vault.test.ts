import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUsage } from '../src/usage/recordUsage.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, registerFirm, type SignedIn } from './support/auth.ts';
import { startServerWithFirms } from './support/firms.ts';

let server: TestServer, owner: SignedIn, other: SignedIn;
beforeAll(async () => ({ server, owner, other } = await startServerWithFirms({ owner: { firm_name: 'Rao & Partners' }, other: { firm_name: 'Elsewhere LLP' } })));
afterAll(() => server?.close());

const call = (session: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(session), payload });

const validClient = { name: 'Bosch India Distribution Pvt Ltd', country: 'India', region: 'Asia-Pacific', website: 'bosch.in', poc_name: 'R. Mehta', poc_contact: '+91 22 5555 0100' };

describe(`clients on ${testDbKind}`, () => {
  it('creates a client, normalizing the website, and reads it back', async () => {
    const created = await call(owner, 'POST', '/api/clients/', validClient);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: validClient.name, website: 'https://bosch.in', benchmark_count: 0, other_details: null });
    const read = await call(owner, 'GET', `/api/clients/${created.json().id}/`);
    expect(read.json().name).toBe(validClient.name);
  });

  it("refuses missing required fields and an invalid website with the spec's messages", async () => {
    const missing = await call(owner, 'POST', '/api/clients/', { name: '', country: 'India', website: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.name).toEqual(['This field is required']);
    const badUrl = await call(owner, 'POST', '/api/clients/', { name: 'Acme', country: 'Germany', website: 'not a url' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().errors.website[0]).toMatch(/^Invalid URL/);
    const unknownField = await call(owner, 'POST', '/api/clients/', { ...validClient, secret: 1 });
    expect(unknownField.statusCode).toBe(400);
  });

  it('searches server-side by name, country and region, with pagination', async () => {
    for (const [name, country, region] of [['Tata Logistics', 'India', 'Asia-Pacific'], ['Müller Handel GmbH', 'Germany', 'Europe'], ['Acme Corp', 'United States', 'Americas']]) {
      await call(owner, 'POST', '/api/clients/', { name, country, region, website: 'https://example.com' });
    }
    const byCountry = await call(owner, 'GET', '/api/clients/?search=germ');
    expect(byCountry.json().items.map((c: { name: string }) => c.name)).toEqual(['Müller Handel GmbH']);
    const byRegion = await call(owner, 'GET', '/api/clients/?search=asia');
    expect(byRegion.json().total).toBe(2);
    const paged = await call(owner, 'GET', '/api/clients/?page=2&page_size=2');
    expect(paged.json()).toMatchObject({ page: 2, page_size: 2, total: 4 });
    expect(paged.json().items).toHaveLength(2);
    expect((await call(owner, 'GET', '/api/clients/?page=0')).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/clients/?search=%25')).json().total).toBe(0);
  });

  it('updates a client and keeps it valid', async () => {
    const created = (await call(owner, 'POST', '/api/clients/', validClient)).json();
    const updated = await call(owner, 'PATCH', `/api/clients/${created.id}/`, { poc_name: 'Priya Nair', database_name: 'Orbis', database_region: 'Asia' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ poc_name: 'Priya Nair', database_name: 'Orbis' });
    const invalid = await call(owner, 'PATCH', `/api/clients/${created.id}/`, { website: 'nope nope' });
    expect(invalid.statusCode).toBe(400);
  });

  it("answers 'Client not found' for another firm's client and an unknown id", async () => {
    const created = (await call(owner, 'POST', '/api/clients/', validClient)).json();
    const foreign = await call(other, 'GET', `/api/clients/${created.id}/`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Client not found');
    expect((await call(other, 'PATCH', `/api/clients/${created.id}/`, { name: 'Hijack' })).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/clients/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/clients/not-a-uuid/')).statusCode).toBe(400);
    expect((await call(other, 'GET', '/api/clients/')).json().total).toBe(0);
  });
});

describe(`benchmarks on ${testDbKind}`, () => {
  it('starts a benchmark for a client and lists it with its phase and counts', async () => {
    const client = (await call(owner, 'POST', '/api/clients/', { ...validClient, name: 'Benchmark Client' })).json();
    const created = await call(owner, 'POST', '/api/benchmarks/', {
      client_id: client.id,
      name: 'FY2024 distribution benchmark',
      tested_party_description: 'Limited-risk distributor of automotive spare parts in India.',
      start_date: '2025-04-01',
      financial_years: [2023, 2021, 2022],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'input', client_name: 'Benchmark Client', financial_years: [2021, 2022, 2023], total_companies: 0, file: null, fars: [] });
    const list = await call(owner, 'GET', '/api/benchmarks/?search=distribution');
    expect(list.json().items.map((b: { id: string }) => b.id)).toContain(created.json().id);
    const ofClient = await call(owner, 'GET', `/api/clients/${client.id}/benchmarks/`);
    expect(ofClient.json()).toHaveLength(1);
    expect((await call(owner, 'GET', `/api/clients/${client.id}/`)).json().benchmark_count).toBe(1);

    const renamed = await call(owner, 'PATCH', `/api/benchmarks/${created.json().id}/update/`, { name: 'FY2024 LRD benchmark' });
    expect(renamed.json().name).toBe('FY2024 LRD benchmark');
  });

  it('refuses bad input, a foreign client and a foreign benchmark', async () => {
    const client = (await call(owner, 'POST', '/api/clients/', { ...validClient, name: 'Guarded Client' })).json();
    const base = { client_id: client.id, name: 'X', tested_party_description: '', start_date: '2025-01-01', financial_years: [2024] };
    expect((await call(owner, 'POST', '/api/benchmarks/', { ...base, financial_years: [2009] })).statusCode).toBe(400);
    expect((await call(owner, 'POST', '/api/benchmarks/', { ...base, start_date: '01/02/2025' })).statusCode).toBe(400);
    expect((await call(owner, 'POST', '/api/benchmarks/', { ...base, financial_years: [] })).statusCode).toBe(400);
    expect((await call(other, 'POST', '/api/benchmarks/', base)).statusCode).toBe(404);
    const mine = (await call(owner, 'POST', '/api/benchmarks/', base)).json();
    expect((await call(other, 'GET', `/api/benchmarks/${mine.id}/`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/api/benchmarks/${mine.id}/update/`, { name: 'Y' })).statusCode).toBe(404);
  });

  it('hides benchmarks from firms whose benchmarking is switched off, and from non-employees', async () => {
    const disabled = await registerFirm(server, { firm_name: 'No Benchmarks Ltd' });
    await server.runtime.database.sql.query('update firms set feature_benchmarking_enabled = false where id = $1', [disabled.user.firm.id]);
    expect((await call(disabled, 'GET', '/api/benchmarks/')).statusCode).toBe(403);
  });
});

describe(`usage on ${testDbKind}`, () => {
  it('returns daily counts of the firm only, and never bills the same work twice', async () => {
    const sql = server.runtime.database.sql;
    const days = ['2026-09-14', '2026-09-14', '2026-10-02', '2026-11-20'];
    for (const [i, date] of days.entries()) {
      expect(await recordUsage(sql, { firmId: owner.user.firm.id, benchmarkId: null, companyId: null, workKey: `test:${i}`, date })).toBe(true);
    }
    expect(await recordUsage(sql, { firmId: owner.user.firm.id, benchmarkId: null, companyId: null, workKey: 'test:0', date: '2026-09-14' })).toBe(false);
    await recordUsage(sql, { firmId: other.user.firm.id, benchmarkId: null, companyId: null, workKey: 'other:0', date: '2026-09-14' });
    const usage = await call(owner, 'GET', '/api/benchmarks/usage/');
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toEqual([
      { date: '2026-09-14', count: 2, reruns: 0 },
      { date: '2026-10-02', count: 1, reruns: 0 },
      { date: '2026-11-20', count: 1, reruns: 0 },
    ]);
  });
});

describe(`inquiries on ${testDbKind}`, () => {
  const inquiry = { name: 'Lena Fischer', email: 'lena@mittelstand.test', company_size: '51-200', inquiry_type: 'PricingPage' };
  it('stores an inquiry, normalizes its source and notifies the provider', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/submitInquiry/', payload: inquiry });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.stringContaining('in touch') });
    const [row] = await server.runtime.database.sql.query<{ source: string }>('select source from inquiries where email = $1', [inquiry.email]);
    expect(row?.source).toBe('pricing_page');
    const [mail] = await server.runtime.database.sql.query<{ body_text: string }>('select body_text from email_outbox where to_address = $1 order by created_at desc', [server.config.salesEmail]);
    expect(mail?.body_text).toContain('lena@mittelstand.test');
    const contact = await server.app.inject({ method: 'POST', url: '/api/submitInquiry/', payload: { ...inquiry, email: 'x@y.test', inquiry_type: 'contact_form' } });
    expect(contact.statusCode).toBe(200);
  });

  it("answers field errors in the forms' shape with the spec's wording", async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/submitInquiry/', payload: { name: '', email: 'nope', company_size: 'huge', inquiry_type: 'PricingPage' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { name: ['This field is required'], email: [expect.any(String)], company_size: ['This field is required'] } });
  });

  it('discards a bot that fills the honeypot, and limits inquiries per address', async () => {
    const bot = await server.app.inject({ method: 'POST', url: '/api/submitInquiry/', payload: { ...inquiry, email: 'bot@spam.test', website: 'http://spam.test' } });
    expect(bot.json().success).toBe(true);
    expect(await server.runtime.database.sql.query("select 1 from inquiries where email = 'bot@spam.test'")).toEqual([]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await server.app.inject({ method: 'POST', url: '/api/submitInquiry/', payload: { ...inquiry, email: 'repeat@firm.test' } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
