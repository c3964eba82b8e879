// Creating benchmarks and uploading files through the real endpoints.
import { parseCsv } from '@quartile/analyst';
import { buildImportRows, cleanCell, columnMappingRecord, detectHeaderRow, proposeColumnMapping, proposeFieldAssignment } from '@quartile/domain';
import type { TestServer } from './testRuntime.ts';
import { bearer, type SignedIn } from './auth.ts';

export async function newBenchmark(server: TestServer, session: SignedIn, years: number[] = [2021, 2022, 2023]): Promise<string> {
  const client = await server.app.inject({ method: 'POST', url: '/api/clients/', headers: bearer(session), payload: { name: 'Import Client', country: 'India', website: 'https://client.example' } });
  const benchmark = await server.app.inject({
    method: 'POST',
    url: '/api/benchmarks/',
    headers: bearer(session),
    payload: { client_id: client.json().id, name: 'Import test', tested_party_description: 'LRD', start_date: '2025-04-01', financial_years: years },
  });
  return benchmark.json().id;
}

export async function uploadFile(server: TestServer, session: SignedIn, url: string, filename: string, content: Uint8Array | string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([content]), filename);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return server.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(session), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}


/** A new benchmark whose companies are the given import rows (a placeholder file, then the import call), as listed after it. */
export async function benchmarkWithRows(server: TestServer, session: SignedIn, rows: object[], years?: number[]): Promise<{ benchmarkId: string; listed: { id: string; name: string }[] }> {
  const benchmarkId = await newBenchmark(server, session, years);
  const upload = await uploadFile(server, session, `/api/benchmarks/${benchmarkId}/file/`, 'orbis.csv', 'Company name\nA\n');
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
  const imported = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(session), payload: { column_mapping: {}, rows } });
  if (imported.statusCode >= 300) throw new Error(`import failed: ${imported.statusCode} ${imported.body}`);
  const listed = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(session) })).json() as { id: string; name: string }[];
  return { benchmarkId, listed };
}

/**
 * Uploads a CSV export and imports it mapped as the wizard maps it (the domain's header recognition
 * and import plan); returns the detected header row and the proposed field of each column.
 */
export async function importAsWizard(server: TestServer, session: SignedIn, benchmarkId: string, filename: string, csv: string) {
  const upload = await uploadFile(server, session, `/api/benchmarks/${benchmarkId}/file/`, filename, csv);
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
  const rows = parseCsv(csv).map((r) => r.map(cleanCell));
  const header = detectHeaderRow(rows)!;
  const fields = proposeFieldAssignment(proposeColumnMapping(header.headers));
  const built = buildImportRows(rows, header.rowIndex, fields, null);
  const imported = await server.app.inject({
    method: 'POST',
    url: `/api/benchmarks/${benchmarkId}/file/import/`,
    headers: bearer(session),
    payload: { column_mapping: columnMappingRecord(header.headers, fields, null), header_row: header.rowIndex + 1, rows: built.rows },
  });
  if (imported.statusCode >= 300) throw new Error(`import failed: ${imported.statusCode} ${imported.body}`);
  return { header, fields };
}

/** Rows as CSV text, quoting cells that need it. */
export function csvOf(rows: readonly (readonly string[])[]): string {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return rows.map((r) => r.map(cell).join(',')).join('\n');
}
