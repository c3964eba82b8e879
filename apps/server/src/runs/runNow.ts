// Runs a benchmark's web search or analysis to its end inside this process: for the demo seed and
// scripts, which have no queue worker running yet. The same rules and the same per-company work as
// a run started from the page (startRun, processItem), so the result is the same.
import type { AppContext } from '../context.ts';
import { startRun, type RunMode } from './startRun.ts';
import { runJobInline } from './runWorkers.ts';
import type { JobDto } from './jobRows.ts';

export async function runBenchmarkNow(
  ctx: AppContext,
  input: { firmId: string; benchmarkId: string; mode: RunMode; companyIds?: readonly string[]; storedSourcesOnly?: boolean },
): Promise<JobDto> {
  const job = await startRun(ctx, { ...input, userId: null });
  return runJobInline(ctx, input.firmId, input.benchmarkId, job.id);
}
