import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { newBenchmark as createBenchmark, uploadFile } from './support/benchmarks.ts';
import { startServerWithFirms } from './support/firms.ts';

const newBenchmark = (session: SignedIn) => createBenchmark(server, session);
const upload = (session: SignedIn, benchmarkId: string, filename: string, content: Uint8Array | string) => uploadFile(server, session, `/api/benchmarks/${benchmarkId}/file/`, filename, content);
/** Applies the quantitative screens to a benchmark's companies as the session. */
const applyScreens = (session: SignedIn, benchmarkId: string, screens: object) =>
  server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/screens/`, headers: bearer(session), payload: screens });

let server: TestServer, owner: SignedIn, other: SignedIn;
beforeAll(async () => ({ server, owner, other } = await startServerWithFirms()));
afterAll(() => server?.close());

const CSV = 'Company name Latin alphabet,Country ISO code,Website address\nAcme Distribution GmbH,DE,www.acme-distribution.de\n';
const rows = [
  { row: 2, name: 'Acme Distribution GmbH', country: 'Germany', website: 'www.acme-distribution.de', bvd_id: 'DE1234', attributes: { 'BvD Independence Indicator': 'A+' }, financial_data: [{ year: 2022, revenue: 1000, operating_profit: 50 }, { year: 2023, revenue: 1200, operating_profit: 72 }] },
  { row: 3, name: 'Nordic Parts AB', country: null, website: 'not a url', financial_data: [] },
  { row: 4, name: null, country: 'India', website: 'https://example.in' },
  { row: 5, name: '', country: '', website: '' },
];

describe(`company list import on ${testDbKind}`, () => {
  it('stores one file, imports its rows in one go and reports issues and skipped rows', async () => {
    const benchmarkId = await newBenchmark(owner);
    const stored = await upload(owner, benchmarkId, 'orbis-export.csv', CSV);
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ filename: 'orbis-export.csv', content_type: 'text/csv', imported_count: 0 });
    expect((await upload(owner, benchmarkId, 'second.csv', CSV)).statusCode).toBe(409);

    const imported = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(owner), payload: { column_mapping: { 'Company name Latin alphabet': 'name' }, rows, header_row: 4, header_row_chosen_by_hand: true } });
    expect(imported.statusCode).toBe(200);
    const result = imported.json();
    expect(result.imported_count).toBe(3);
    // The header row the person chose is kept with the import, for the audit trail.
    const trail = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/audit-events/?action=companies.`, headers: bearer(owner) })).json();
    expect(trail.items.find((e: { action: string }) => e.action === 'companies.imported').details).toMatchObject({ header_row: 4, header_row_chosen_by_hand: true });
    expect(result.skipped).toEqual([{ row: 5, reason: 'The row is empty.' }]);
    expect(result.issues.map((i: { row: number; kind: string }) => `${i.row}:${i.kind}`)).toEqual(['3:missing_country', '3:invalid_url', '4:missing_name']);

    const again = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(owner), payload: { column_mapping: {}, rows } });
    expect(again.statusCode).toBe(409);

    const companies = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    const acme = companies.find((c: { name: string }) => c.name === 'Acme Distribution GmbH');
    expect(acme).toMatchObject({ website: 'https://www.acme-distribution.de', status: 'Not Analyzed', revenue: 1200, operating_profit: 72, bvd_id: 'DE1234', invalid_url: false, missing_website: false });
    expect(acme.financial_data.map((y: { year: number }) => y.year)).toEqual([2022, 2023]);
    expect(companies.find((c: { name: string }) => c.name === 'Nordic Parts AB')).toMatchObject({ invalid_url: true, source_valid: false });
    const benchmark = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/`, headers: bearer(owner) })).json();
    expect(benchmark.file).toMatchObject({ filename: 'orbis-export.csv', imported_count: 3 });
    expect(benchmark.total_companies).toBe(3);
  });

  it('refuses other content, empty imports and imports before an upload, changing nothing', async () => {
    const benchmarkId = await newBenchmark(owner);
    expect((await upload(owner, benchmarkId, 'notes.txt', 'hello')).statusCode).toBe(400);
    const fakeXlsx = await upload(owner, benchmarkId, 'list.xlsx', 'Company,Country\n');
    expect(fakeXlsx.statusCode).toBe(400);
    expect(fakeXlsx.json().message).toMatch(/not a valid Excel workbook/);
    expect((await upload(owner, benchmarkId, 'binary.csv', new Uint8Array([0x41, 0, 0x42]))).statusCode).toBe(400);
    const early = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(owner), payload: { column_mapping: {}, rows } });
    expect(early.statusCode).toBe(409);
    expect((await upload(owner, benchmarkId, 'list.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).statusCode).toBe(201);
    const empty = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(owner), payload: { column_mapping: {}, rows: [{ name: ' ' }] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No companies were imported');
    const badYear = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(owner), payload: { column_mapping: {}, rows: [{ name: 'X', financial_data: [{ year: 2031 }] }] } });
    expect(badYear.statusCode).toBe(400);
    const companies = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    expect(companies).toEqual([]);
  });

  it('checks the financial data setup again and makes its range the study\'s financial years', async () => {
    const benchmarkId = await newBenchmark(owner);
    await upload(owner, benchmarkId, 'orbis-export.csv', CSV);
    const url = `/api/benchmarks/${benchmarkId}/file/import/`;
    const setup = (over: Record<string, unknown>) => ({ pli: 'OM', start_year: 2021, end_year: 2023, column_mapping: [{ year: 2023, metric: 'revenue', column: 'Revenue 2023', unit: 'th EUR' }], ...over });
    const post = (financial_data_setup: unknown, payloadRows: unknown = rows) =>
      server.app.inject({ method: 'POST', url, headers: bearer(owner), payload: { column_mapping: {}, rows: payloadRows, financial_data_setup } });
    const reversed = await post(setup({ start_year: 2024, end_year: 2022 }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The start year cannot be after the end year');
    const nothing = await post(setup({ column_mapping: [] }));
    expect(nothing.json().message).toBe('Map at least one financial field');
    expect((await post(setup({ column_mapping: [{ year: 2019, metric: 'revenue', column: 'Revenue 2019' }] }))).statusCode).toBe(400);
    const outside = await post(setup({}), [{ row: 2, name: 'Acme', financial_data: [{ year: 2020, revenue: 1 }] }]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Row 2 has figures for 2020, outside 2021–2023.');
    expect((await post(setup({ end_year: 2031 }))).statusCode).toBe(400);
    let benchmark = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/`, headers: bearer(owner) })).json();
    expect(benchmark.total_companies).toBe(0);

    expect((await post(setup({}))).statusCode).toBe(200);
    benchmark = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/`, headers: bearer(owner) })).json();
    expect(benchmark.financial_years).toEqual([2021, 2022, 2023]);
    expect(benchmark.financial_data_setup).toMatchObject({ pli: 'OM', start_year: 2021, end_year: 2023, column_mapping: [{ unit: 'th EUR' }] });
  });

  it('deletes the file: every imported company becomes Deleted, the benchmark is back in Input without notices, and a new upload is allowed', async () => {
    const benchmarkId = await newBenchmark(owner);
    await upload(owner, benchmarkId, 'orbis-export.csv', CSV);
    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(owner), payload: { column_mapping: {}, rows } });
    // As after a run and a criteria change: in Decision, one company outdated, one waiting for confirmation.
    const [first, second] = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    await server.runtime.database.sql.query(`update companies set status = 'Accepted using Criteria', outdated_criteria = true where id = $1`, [first.id]);
    await server.runtime.database.sql.query(`update companies set status = 'Criteria Confirmation', criteria_change = '{"from":"accept","to":"reject"}' where id = $1`, [second.id]);
    await server.runtime.database.sql.query(`update benchmarks set status = 'decision', criteria_pending_confirmation = true where id = $1`, [benchmarkId]);
    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/benchmarks/${benchmarkId}/file/`, headers: bearer(owner) });
    expect(deleted.json()).toEqual({ deleted_companies: 3 });
    const companies = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    expect(companies.every((c: { status: string }) => c.status === 'Deleted')).toBe(true);
    expect(companies.filter((c: { outdated_criteria: boolean; criteria_change: unknown }) => c.outdated_criteria || c.criteria_change)).toEqual([]);
    const emptied = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/`, headers: bearer(owner) })).json();
    expect(emptied).toMatchObject({ status: 'input', criteria_pending_confirmation: false });
    expect((await upload(owner, benchmarkId, 'orbis-2025.csv', CSV)).statusCode).toBe(201);
    const benchmark = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/`, headers: bearer(owner) })).json();
    expect(benchmark.total_companies).toBe(0);
    expect(benchmark.file.filename).toBe('orbis-2025.csv');
  });

  it('edits a company: a data change clears the analysis and asks for a re-run; exclusion and force-validate work', async () => {
    const benchmarkId = await newBenchmark(owner);
    await upload(owner, benchmarkId, 'orbis-export.csv', CSV);
    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(owner), payload: { column_mapping: {}, rows } });
    const companies = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    const nordic = companies.find((c: { name: string }) => c.name === 'Nordic Parts AB');
    await server.runtime.database.sql.query(`update companies set status = 'Accepted using Criteria', analysis = '{"core_function": "Distributor"}' where id = $1`, [nordic.id]);
    const url = `/api/benchmarks/${benchmarkId}/companies/${nordic.id}/`;
    expect((await server.app.inject({ method: 'PATCH', url, headers: bearer(owner), payload: { website: 'still not a url' } })).json().errors.website).toEqual(['Invalid URL format']);
    const fixed = await server.app.inject({ method: 'PATCH', url, headers: bearer(owner), payload: { website: 'nordicparts.se', country: 'Sweden' } });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ website: 'https://nordicparts.se', country: 'Sweden', invalid_url: false, status: 'Ready for Analysis', core_function: null });
    const excluded = await server.app.inject({ method: 'PATCH', url, headers: bearer(owner), payload: { is_excluded: true } });
    expect(excluded.json()).toMatchObject({ is_excluded: true, status: 'Excluded' });
    const validated = await server.app.inject({ method: 'POST', url: `${url}lookouts/force-validate/`, headers: bearer(owner), payload: { lookout: 'website' } });
    expect(validated.json().url_manually_validated).toBe(true);
  });

  it('keeps Fix Later on the server for the benchmark, many companies at once; unknown ids change nothing', async () => {
    const benchmarkId = await newBenchmark(owner);
    await upload(owner, benchmarkId, 'orbis-export.csv', CSV);
    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(owner), payload: { column_mapping: {}, rows } });
    const companies = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    const [first, second, third] = companies.map((c: { id: string }) => c.id);
    const url = `/api/benchmarks/${benchmarkId}/fix-later/`;
    const read = async () => (await server.app.inject({ method: 'GET', url, headers: bearer(owner) })).json().company_ids;
    expect(await read()).toEqual([]);

    const both = await server.app.inject({ method: 'PUT', url, headers: bearer(owner), payload: { company_ids: [third, first], fix_later: true } });
    expect(both.statusCode).toBe(200);
    expect(both.json().company_ids).toEqual([first, third]);
    const back = await server.app.inject({ method: 'PUT', url, headers: bearer(owner), payload: { company_ids: [first], fix_later: false } });
    expect(back.json().company_ids).toEqual([third]);

    const unknown = await server.app.inject({ method: 'PUT', url, headers: bearer(owner), payload: { company_ids: [second, '00000000-0000-4000-8000-000000000000'], fix_later: true } });
    expect(unknown.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'PUT', url, headers: bearer(owner), payload: { company_ids: [], fix_later: true } })).statusCode).toBe(400);
    expect(await read()).toEqual([third]);
    expect((await server.app.inject({ method: 'GET', url, headers: bearer(other) })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'PUT', url, headers: bearer(other), payload: { company_ids: [second], fix_later: true } })).statusCode).toBe(404);
    expect(await read()).toEqual([third]);
  });

  it("answers 404 for another firm's benchmark and company on every call", async () => {
    const benchmarkId = await newBenchmark(owner);
    await upload(owner, benchmarkId, 'orbis-export.csv', CSV);
    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(owner), payload: { column_mapping: {}, rows } });
    const [company] = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    expect((await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await upload(other, benchmarkId, 'x.csv', CSV)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(other), payload: { column_mapping: {}, rows } })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/benchmarks/${benchmarkId}/file/`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'PATCH', url: `/api/benchmarks/${benchmarkId}/companies/${company.id}/`, headers: bearer(other), payload: { name: 'X' } })).statusCode).toBe(404);
  });
});

describe(`quantitative screens on ${testDbKind}`, () => {
  it('excludes failing companies with reasons, keeps manual exclusions, and re-includes when screens relax', async () => {
    const benchmarkId = await newBenchmark(owner);
    await upload(owner, benchmarkId, 'orbis-export.csv', CSV);
    const screenRows = [
      { row: 2, name: 'Independent Co', country: 'DE', website: 'a.de', attributes: { independence_indicator: 'A+' }, financial_data: [2021, 2022, 2023].map((year) => ({ year, revenue: 100, operating_profit: 5 })) },
      { row: 3, name: 'Group Member Co', country: 'DE', website: 'b.de', attributes: { independence_indicator: 'D' }, financial_data: [2021, 2022, 2023].map((year) => ({ year, revenue: 100, operating_profit: 5 })) },
      { row: 4, name: 'Loss Maker Co', country: 'DE', website: 'c.de', attributes: { independence_indicator: 'B' }, financial_data: [2021, 2022, 2023].map((year) => ({ year, revenue: 100, operating_profit: year === 2022 ? 3 : -2 })) },
      { row: 5, name: 'Manually Excluded Co', country: 'DE', website: 'd.de', attributes: { independence_indicator: 'C' }, financial_data: [] },
    ];
    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(owner), payload: { column_mapping: {}, rows: screenRows } });
    const companies = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    const byName = (name: string) => companies.find((c: { name: string }) => c.name === name);
    await server.app.inject({ method: 'PATCH', url: `/api/benchmarks/${benchmarkId}/companies/${byName('Manually Excluded Co').id}/`, headers: bearer(owner), payload: { is_excluded: true, exclusion_reason: 'Start-up in its first year' } });

    const screens = { independence: { allowed: ['A', 'B'] }, persistent_losses: { loss_years: 2 } };
    const applied = await applyScreens(owner, benchmarkId, screens);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ excluded: 2, included_again: 0 });
    const after = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    const state = (name: string) => after.find((c: { name: string }) => c.name === name);
    // Orbis' ISO code is stored as the country's name, as the demo and Capital IQ give it.
    expect(state('Independent Co')).toMatchObject({ is_excluded: false, country: 'Germany' });
    expect(state('Group Member Co')).toMatchObject({ is_excluded: true, status: 'Excluded', exclusion_reason: 'Not independent: BvD independence indicator D (allowed: A, B)' });
    expect(state('Loss Maker Co').exclusion_reason).toBe('Persistent losses: operating loss in 2 of 3 years (2021, 2023)');
    expect(state('Manually Excluded Co')).toMatchObject({ is_excluded: true, exclusion_reason: 'Start-up in its first year' });

    const relaxed = await applyScreens(owner, benchmarkId, { independence: { allowed: ['A', 'B', 'C', 'D'] } });
    expect(relaxed.json()).toMatchObject({ excluded: 0, included_again: 2 });
    const final = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    expect(final.find((c: { name: string }) => c.name === 'Group Member Co')).toMatchObject({ is_excluded: false, status: 'Included', exclusion_reason: null });
    expect(final.find((c: { name: string }) => c.name === 'Manually Excluded Co')).toMatchObject({ is_excluded: true });

    expect((await applyScreens(owner, benchmarkId, { persistent_losses: { loss_years: 5 } })).statusCode).toBe(400);
    expect((await applyScreens(owner, benchmarkId, { independence: { allowed: ['Z'] } })).statusCode).toBe(400);
    expect((await applyScreens(other, benchmarkId, screens)).statusCode).toBe(404);
  });
  it('screens by activity code, maximum revenue, employees and years of data, each with its reason', async () => {
    const benchmarkId = await newBenchmark(owner);
    await upload(owner, benchmarkId, 'orbis-export.csv', CSV);
    const years = (revenue: number, gap = false) =>
      [2021, 2022, 2023].map((year) => ({ year, revenue, operating_profit: gap && year > 2021 ? null : 5 }));
    const screenRows = [
      {
        row: 2,
        name: 'Pump Maker',
        country: 'DE',
        website: 'a.de',
        attributes: { nace_code: '28.13', employees: '120' },
        financial_data: years(100),
      },
      {
        row: 3,
        name: 'Metal Trader',
        country: 'DE',
        website: 'b.de',
        attributes: { nace_code: '4672', employees: 80 },
        financial_data: years(100),
      },
      {
        row: 4,
        name: 'Giant Engineering',
        country: 'DE',
        website: 'c.de',
        attributes: { nace_code: '2899', employees: '45,000' },
        financial_data: years(90_000),
      },
      {
        row: 5,
        name: 'Sparse Data Co',
        country: 'DE',
        website: 'd.de',
        attributes: { nace_code: '2813' },
        financial_data: years(100, true),
      },
    ];
    await server.app.inject({
      method: 'POST',
      url: `/api/benchmarks/${benchmarkId}/file/import/`,
      headers: bearer(owner),
      payload: { column_mapping: {}, rows: screenRows },
    });
    const screens = {
      activity_codes: { system: 'nace', include: ['28'], exclude: ['28.99'] },
      max_revenue: 50_000,
      employees: { min: 10, max: 10_000 },
      min_years_of_data: 2,
    };
    const applied = await applyScreens(owner, benchmarkId, screens);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ excluded: 3, included_again: 0 });
    const after = (
      await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })
    ).json();
    const reason = (name: string) => after.find((c: { name: string }) => c.name === name).exclusion_reason;
    expect(after.find((c: { name: string }) => c.name === 'Pump Maker')).toMatchObject({ is_excluded: false });
    expect(reason('Metal Trader')).toBe('Activity: NACE 4672 is not in the include list (28)');
    expect(reason('Giant Engineering')).toBe(
      'Activity: NACE 2899 is in the exclude list (2899); Above maximum revenue: 90000 > 50000; Employees: 45000 > 10000',
    );
    expect(reason('Sparse Data Co')).toBe('Insufficient data: 1 of 3 years with revenue and operating profit (at least 2 required)');

    // Bad settings: a clear message, nothing changed.
    const refused = await applyScreens(owner, benchmarkId, { min_years_of_data: 4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Choose between 1 and 3 years of data (the benchmark has 3 financial years).');
    const codes = await applyScreens(owner, benchmarkId, { activity_codes: { system: 'nace', include: ['metal'], exclude: [] } });
    expect(codes.statusCode).toBe(400);
    expect(codes.json().message).toBe('Not NACE codes: metal. Use digits, e.g. 28 or 2811.');
    const unchanged = (
      await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })
    ).json();
    expect(unchanged.filter((c: { is_excluded: boolean }) => c.is_excluded)).toHaveLength(3);
  });

  it('applies the default persistent-losses screen in a one-year benchmark, and says why 2 of 1 cannot be', async () => {
    const benchmarkId = await createBenchmark(server, owner, [2023]);
    await upload(owner, benchmarkId, 'orbis-export.csv', CSV);
    const screenRows = [
      { row: 2, name: 'Loss Co', country: 'DE', website: 'a.de', financial_data: [{ year: 2023, revenue: 100, operating_profit: -1 }] },
    ];
    await server.app.inject({
      method: 'POST',
      url: `/api/benchmarks/${benchmarkId}/file/import/`,
      headers: bearer(owner),
      payload: { column_mapping: {}, rows: screenRows },
    });
    const two = await applyScreens(owner, benchmarkId, { persistent_losses: { loss_years: 2 } });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Choose 1 loss year (the benchmark has 1 financial year).');
    const one = await applyScreens(owner, benchmarkId, { persistent_losses: { loss_years: 1 } });
    expect(one.json()).toMatchObject({ excluded: 1, results: [{ reasons: ['Persistent losses: operating loss in 1 of 1 years (2023)'] }] });
  });
});
