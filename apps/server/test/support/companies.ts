// A benchmark with imported companies, through the real upload and import endpoints.
import type { TestServer } from './testRuntime.ts';
import { bearer, type SignedIn } from './auth.ts';
import { newBenchmark, uploadFile } from './benchmarks.ts';

export interface CompanyInputRow {
  name: string;
  country?: string;
  website?: string | null;
  database_description?: string | null;
}

export interface Study {
  benchmarkId: string;
  /** Company ids by name. */
  ids: Record<string, string>;
}

export async function studyWithCompanies(server: TestServer, session: SignedIn, rows: CompanyInputRow[]): Promise<Study> {
  const benchmarkId = await newBenchmark(server, session);
  const upload = await uploadFile(server, session, `/api/benchmarks/${benchmarkId}/file/`, 'orbis.csv', 'Company name\nA\n');
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
  const imported = await server.app.inject({
    method: 'POST',
    url: `/api/benchmarks/${benchmarkId}/file/import/`,
    headers: bearer(session),
    payload: {
      column_mapping: {},
      rows: rows.map((r, i) => ({
        row: i + 2,
        name: r.name,
        country: r.country ?? 'DE',
        ...(r.website ? { website: r.website } : {}),
        ...(r.database_description ? { database_description: r.database_description } : {}),
      })),
    },
  });
  if (imported.statusCode >= 300) throw new Error(`import failed: ${imported.statusCode} ${imported.body}`);
  const companies = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(session) })).json() as { id: string; name: string }[];
  return { benchmarkId, ids: Object.fromEntries(companies.map((c) => [c.name, c.id])) };
}
