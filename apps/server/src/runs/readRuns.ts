// Use cases: reading a benchmark's runs (progress, list, web search results).
import { requireBenchmarkInFirm } from '../benchmarks/benchmarkStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError } from '../errors.ts';
import { RUN_NOT_FOUND } from './cancelRun.ts';
import { listJobs, loadJob, type JobDto } from './jobRows.ts';
import { listWebSearchResults } from './webSearchResults.ts';

export interface RunAddress {
  readonly firmId: string;
  readonly benchmarkId: string;
  readonly jobId: string;
}

export async function getRun(ctx: AppContext, { firmId, benchmarkId, jobId }: RunAddress): Promise<JobDto> {
  const job = await withFirm(ctx.database, firmId, (sql) => loadJob(sql, firmId, benchmarkId, jobId));
  if (!job) throw new NotFoundError(RUN_NOT_FOUND);
  return job;
}

export function listRuns(ctx: AppContext, firmId: string, benchmarkId: string) {
  return withFirm(ctx.database, firmId, async (sql) => {
    await requireBenchmarkInFirm(sql, firmId, benchmarkId);
    return { items: await listJobs(sql, firmId, benchmarkId) };
  });
}

export function getWebSearchResults(ctx: AppContext, firmId: string, benchmarkId: string) {
  return withFirm(ctx.database, firmId, async (sql) => {
    await requireBenchmarkInFirm(sql, firmId, benchmarkId);
    return listWebSearchResults(sql, firmId, benchmarkId);
  });
}
