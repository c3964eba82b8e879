// Runs of the Research Analyst (web search, analysis) and criteria generation: spec sections 2, 4
// and 7 (create-run-ai-job, criteria/generate), plus progress, live events and cancel.
import { generateCriteria as proposeCriteria } from '@quartile/analyst';
import { MESSAGES, sameCriteria, type Criteria } from '@quartile/domain';
import { requireBenchmarking } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { BENCHMARK_NOT_FOUND } from '../../benchmarks/benchmarkStore.ts';
import { startRun } from '../../runs/startRun.ts';
import { cancelRun, RUN_NOT_FOUND } from '../../runs/cancelRun.ts';
import { listJobs, loadJob } from '../../runs/jobRows.ts';
import { streamJobEvents } from '../../runs/jobEvents.ts';
import { listWebSearchResults } from '../../runs/webSearchResults.ts';

type RunParams = { benchmark_id: string; job_id: string };

export const runHandlers: OperationHandlers = {
  async createRunAiJob(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const body = request.body as { mode: 'web_search' | 'analysis'; company_ids?: string[] };
    const job = await startRun(ctx, { firmId: auth.firmId, benchmarkId, userId: auth.userId, mode: body.mode, ...(body.company_ids ? { companyIds: body.company_ids } : {}) });
    reply.code(202);
    return job;
  },

  async getRunProgress(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId, job_id: jobId } = request.params as RunParams;
    const job = await withFirm(ctx.database, auth.firmId, (sql) => loadJob(sql, auth.firmId, benchmarkId, jobId));
    if (!job) throw new HttpError(404, RUN_NOT_FOUND);
    return job;
  },

  async listRuns(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [benchmark] = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2', [benchmarkId, auth.firmId]);
      if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      return { items: await listJobs(sql, auth.firmId, benchmarkId) };
    });
  },

  async listWebSearchResults(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [benchmark] = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2', [benchmarkId, auth.firmId]);
      if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      return listWebSearchResults(sql, auth.firmId, benchmarkId);
    });
  },

  async streamRunEvents(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId, job_id: jobId } = request.params as RunParams;
    const job = await withFirm(ctx.database, auth.firmId, (sql) => loadJob(sql, auth.firmId, benchmarkId, jobId));
    if (!job) throw new HttpError(404, RUN_NOT_FOUND);
    reply.hijack();
    await streamJobEvents(ctx, { firmId: auth.firmId, benchmarkId, jobId }, request.raw, reply.raw);
    return reply;
  },

  async cancelRun(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId, job_id: jobId } = request.params as RunParams;
    return cancelRun(ctx, { firmId: auth.firmId, benchmarkId, jobId, userId: auth.userId });
  },

  async generateCriteria(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const [benchmark] = await withFirm(ctx.database, auth.firmId, (sql) =>
      sql.query<{ tested_party_description: string; criteria: Criteria }>('select tested_party_description, criteria from benchmarks where id = $1 and firm_id = $2', [benchmarkId, auth.firmId]),
    );
    if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
    const description = benchmark.tested_party_description.trim();
    if (description === '') {
      throw new HttpError(400, MESSAGES.failedToGenerateCriteria, { tested_party_description: ['Describe the tested party first (its functions, products and markets).'] });
    }
    const proposed = proposeCriteria(description);
    if (proposed.accept.length === 0 && proposed.reject.length === 0) {
      throw new HttpError(400, MESSAGES.failedToGenerateCriteria, {
        tested_party_description: ['The description does not say what the tested party does (for example distribution, manufacturing, IT services or contract research).'],
      });
    }
    const criteria = { accept: [...proposed.accept], reject: [...proposed.reject] };
    return { criteria, identical_to_current: sameCriteria(benchmark.criteria, criteria) };
  },
};
