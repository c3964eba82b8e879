// A benchmark with imported companies, through the real upload and import endpoints.
import type { TestServer } from './testRuntime.ts';
import type { SignedIn } from './auth.ts';
import { benchmarkWithRows } from './benchmarks.ts';

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
  const { benchmarkId, listed } = await benchmarkWithRows(
    server,
    session,
    rows.map((r, i) => ({
      row: i + 2,
      name: r.name,
      country: r.country ?? 'DE',
      ...(r.website ? { website: r.website } : {}),
      ...(r.database_description ? { database_description: r.database_description } : {}),
    })),
  );
  return { benchmarkId, ids: Object.fromEntries(listed.map((c) => [c.name, c.id])) };
}
