// The benchmarks table's SQL that other features share. Reads run inside withFirm, so row-level
// security already hides other firms' rows; the firm is still named in every query (second wall).
import type { SqlRunner } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';

export const BENCHMARK_NOT_FOUND = 'Benchmark not found';

/** True when the benchmark exists in the firm. */
export async function benchmarkInFirm(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<boolean> {
  const rows = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2', [benchmarkId, firmId]);
  return rows.length > 0;
}

/** Throws NotFoundError('Benchmark not found') unless the benchmark exists in the firm. */
export async function requireBenchmarkInFirm(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<void> {
  if (!(await benchmarkInFirm(sql, firmId, benchmarkId))) throw new NotFoundError(BENCHMARK_NOT_FOUND);
}

/**
 * Locks the benchmark row for the rest of the transaction (writes that must not interleave with
 * another write to the same study); throws NotFoundError unless it exists in the firm.
 */
export async function lockBenchmarkInFirm(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<void> {
  const rows = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2 for update', [benchmarkId, firmId]);
  if (rows.length === 0) throw new NotFoundError(BENCHMARK_NOT_FOUND);
}
