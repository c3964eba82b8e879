// Use cases: small reads of a benchmark that other features' routes need.
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { listCriteriaVersions, requireBenchmarkInFirm } from './benchmarkStore.ts';

/** Throws NotFoundError('Benchmark not found') unless the benchmark is the firm's. */
export function assertBenchmarkExists(ctx: AppContext, firmId: string, benchmarkId: string): Promise<void> {
  return withFirm(ctx.database, firmId, (sql) => requireBenchmarkInFirm(sql, firmId, benchmarkId));
}

/** The benchmark's criteria versions, newest first. */
export function getCriteriaVersions(ctx: AppContext, firmId: string, benchmarkId: string) {
  return withFirm(ctx.database, firmId, (sql) => listCriteriaVersions(sql, firmId, benchmarkId));
}
