// Use cases: Fix Later on the data validation screen (spec section 2), kept per benchmark on the
// server so the team shares it. Leaving a company for later keeps its data issue flagged.
import type { FixLater, FixLaterChange } from '@quartile/api';
import type { AuthContext } from '../auth/guard.ts';
import { requireBenchmarkInFirm } from '../benchmarks/benchmarkStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError } from '../errors.ts';
import { COMPANY_NOT_FOUND, countLiveCompanies, fixLaterIds, setFixLater } from './companyStore.ts';

export function readFixLater(ctx: AppContext, firmId: string, benchmarkId: string): Promise<FixLater> {
  return withFirm(ctx.database, firmId, async (sql) => {
    await requireBenchmarkInFirm(sql, firmId, benchmarkId);
    return { company_ids: await fixLaterIds(sql, firmId, benchmarkId) };
  });
}

/** Leaves many companies for later at once, or brings them back; every id must be a live company of the benchmark. */
export function changeFixLater(ctx: AppContext, auth: AuthContext, benchmarkId: string, change: FixLaterChange): Promise<FixLater> {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    await requireBenchmarkInFirm(sql, auth.firmId, benchmarkId);
    if ((await countLiveCompanies(sql, auth.firmId, benchmarkId, change.company_ids)) !== change.company_ids.length) throw new NotFoundError(COMPANY_NOT_FOUND);
    await setFixLater(sql, auth.firmId, benchmarkId, change.company_ids, change.fix_later, auth.userId);
    return { company_ids: await fixLaterIds(sql, auth.firmId, benchmarkId) };
  });
}
