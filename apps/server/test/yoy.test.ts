import { describe, expect, it } from 'vitest';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, registerFirm, type SignedIn } from './support/auth.ts';
import { newBenchmark, uploadFile } from './support/benchmarks.ts';
import { withFileServer } from './support/fileServer.ts';

let server: TestServer;
let owner: SignedIn;
withFileServer((started) => ({ server, owner } = started));

const post = (url: string, payload: object, session = owner) => server.app.inject({ method: 'POST', url, headers: bearer(session), payload });

async function studyWithCompanies(): Promise<string> {
  const benchmarkId = await newBenchmark(server, owner, [2021, 2022, 2023]);
  await uploadFile(server, owner, `/api/benchmarks/${benchmarkId}/file/`, 'orbis.csv', 'Company name\nA\n');
  const imported = await post(`/api/benchmarks/${benchmarkId}/file/import/`, {
    column_mapping: {},
    rows: [
      { row: 2, name: 'Alpha Handel GmbH', country: 'Germany', website: 'alpha.de', bvd_id: 'DE001', financial_data: [{ year: 2021, revenue: 100 }, { year: 2022, revenue: 110 }, { year: 2023, revenue: 120 }] },
      { row: 3, name: 'Beta Trading S.p.A.', country: 'Italy', website: 'beta.it', financial_data: [{ year: 2023, revenue: 80 }] },
      { row: 4, name: 'Gamma Sales Ltd', country: 'United Kingdom', website: 'gamma.co.uk', financial_data: [] },
    ],
  });
  expect(imported.statusCode).toBe(200);
  return benchmarkId;
}

describe(`year-on-year roll-forward on ${testDbKind}`, () => {
  it('adds a year matched by BvD ID, else by name and country, and removes the oldest year', async () => {
    const benchmarkId = await studyWithCompanies();
    const headers = await uploadFile(server, owner, `/api/benchmarks/${benchmarkId}/yoy-upload-file-headers/`, 'orbis-2024.csv', 'x\n', {
      headers: JSON.stringify(['BvD ID number', 'Company name', 'Country', 'Operating revenue (Turnover)\nth EUR\n2024']),
      sheet_names: JSON.stringify(['Results']),
    });
    expect(headers.statusCode).toBe(200);
    const { upload_id } = headers.json();
    const processed = await post(`/api/benchmarks/${benchmarkId}/yoy-process-file/`, {
      upload_id,
      year: 2024,
      rows: [
        { bvd_id: 'de001', name: 'Alpha (renamed) GmbH', values: { revenue: 130, operating_profit: 9 } },
        { name: 'BETA TRADING SpA', country: 'italy', values: { revenue: 85 } },
        { name: 'Unknown Co', country: 'France', values: { revenue: 1 } },
      ],
    });
    expect(processed.json()).toMatchObject({ matched: 2, matched_by_bvd_id: 1, replaces_existing_year: false, unmatched_names: ['Unknown Co'] });
    const imported = await post(`/api/benchmarks/${benchmarkId}/yoy-import-data/`, { upload_id, year: 2024 });
    expect(imported.json()).toEqual({ year: 2024, updated_companies: 2 });
    expect((await post(`/api/benchmarks/${benchmarkId}/yoy-import-data/`, { upload_id, year: 2024 })).statusCode).toBe(409);

    const companies = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    const alpha = companies.find((c: { name: string }) => c.name === 'Alpha Handel GmbH');
    expect(alpha.financial_data.map((y: { year: number }) => y.year)).toEqual([2021, 2022, 2023, 2024]);
    expect(alpha.revenue).toBe(130);

    const removed = await post(`/api/benchmarks/${benchmarkId}/yoy-remove-year/`, { year: 2021 });
    expect(removed.json().financial_years).toEqual([2022, 2023, 2024]);
    const after = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    expect(after.find((c: { name: string }) => c.name === 'Alpha Handel GmbH').financial_data.map((y: { year: number }) => y.year)).toEqual([2022, 2023, 2024]);
  });

  it('refuses bad input: no headers, unknown upload, import before matching, unknown year, foreign firm', async () => {
    const benchmarkId = await studyWithCompanies();
    const noHeaders = await uploadFile(server, owner, `/api/benchmarks/${benchmarkId}/yoy-upload-file-headers/`, 'x.csv', 'x\n', { headers: '[]' });
    expect(noHeaders.json().message).toBe('No columns found in the file');
    const garbage = await uploadFile(server, owner, `/api/benchmarks/${benchmarkId}/yoy-upload-file-headers/`, 'x.csv', 'x\n', { headers: '{"a":1}' });
    expect(garbage.statusCode).toBe(400);
    const unknown = await post(`/api/benchmarks/${benchmarkId}/yoy-process-file/`, { upload_id: '00000000-0000-4000-8000-000000000000', year: 2024, rows: [{ values: {} }] });
    expect(unknown.statusCode).toBe(404);
    const { upload_id } = (await uploadFile(server, owner, `/api/benchmarks/${benchmarkId}/yoy-upload-file-headers/`, 'x.csv', 'x\n', { headers: '["Company name"]' })).json();
    expect((await post(`/api/benchmarks/${benchmarkId}/yoy-import-data/`, { upload_id, year: 2024 })).statusCode).toBe(409);
    expect((await post(`/api/benchmarks/${benchmarkId}/yoy-process-file/`, { upload_id, year: 2024, rows: [{ name: 'A', values: { ebitda: 1 } }] })).statusCode).toBe(400);
    expect((await post(`/api/benchmarks/${benchmarkId}/yoy-remove-year/`, { year: 2019 })).statusCode).toBe(400);
    const other = await registerFirm(server);
    expect((await post(`/api/benchmarks/${benchmarkId}/yoy-remove-year/`, { year: 2022 }, other)).statusCode).toBe(404);
    expect((await post(`/api/benchmarks/${benchmarkId}/yoy-process-file/`, { upload_id, year: 2024, rows: [{ name: 'A', values: {} }] }, other)).statusCode).toBe(404);
  });
});
