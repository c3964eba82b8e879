// Use case: the Review Analyst on demand, over the benchmark's reviewable companies (or some).
// Batches keep each transaction short; every company's review commits with its flags.
import type { AuthContext } from '../auth/guard.ts';
import { BENCHMARK_NOT_FOUND, requireBenchmarkInFirm } from '../benchmarks/benchmarkStore.ts';
import { COMPANY_NOT_FOUND, companyIdsInStatus, countLiveCompanies, lockCompaniesById } from '../companies/companyStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError } from '../errors.ts';
import { REVIEWABLE } from './quickReview.ts';
import { loadBenchmarkContext } from './reviewInput.ts';
import { openFlagCounts } from './reviewStore.ts';
import { reviewAndStore } from './storeReview.ts';

const BATCH = 100;

export async function runReview(ctx: AppContext, auth: AuthContext, benchmarkId: string, only: readonly string[] | null) {
  const ids = await withFirm(ctx.database, auth.firmId, async (sql) => {
    await requireBenchmarkInFirm(sql, auth.firmId, benchmarkId);
    const found = await companyIdsInStatus(sql, auth.firmId, benchmarkId, [...REVIEWABLE], only);
    if (only && only.some((id) => !found.includes(id))) {
      if ((await countLiveCompanies(sql, auth.firmId, benchmarkId, only)) !== new Set(only).size) throw new NotFoundError(COMPANY_NOT_FOUND);
    }
    return found;
  });
  for (let i = 0; i < ids.length; i += BATCH) {
    await withFirm(ctx.database, auth.firmId, async (sql) => {
      const context = await loadBenchmarkContext(sql, benchmarkId);
      if (!context) throw new NotFoundError(BENCHMARK_NOT_FOUND);
      const rows = await lockCompaniesById(sql, ids.slice(i, i + BATCH));
      for (const row of rows) await reviewAndStore(sql, { firmId: auth.firmId, row, context, trigger: 'on_demand' });
    });
  }
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const counts = await openFlagCounts(sql, benchmarkId, ids);
    return { reviewed: ids.length, flagged: counts.flagged, flags: { high: counts.high, medium: counts.medium, low: counts.low } };
  });
}
