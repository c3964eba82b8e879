// Reads the results page needs beyond the study inputs (studyResults.ts).
import type { SqlRunner } from '../db/database.ts';

/** Company ids among `ids` that are not companies of this benchmark (deleted ones included). */
export async function companiesNotInBenchmark(sql: SqlRunner, firmId: string, benchmarkId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await sql.query<{ id: string }>(
    'select id from companies where benchmark_id = $1 and firm_id = $2 and deleted_at is null and id = any($3::uuid[])',
    [benchmarkId, firmId, [...new Set(ids)]],
  );
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
