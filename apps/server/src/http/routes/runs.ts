// Runs of the Research Analyst (web search, analysis) and criteria generation: spec sections 2, 4
// and 7 (create-run-ai-job, criteria/generate), plus progress, live events and cancel.
import { requireBenchmarking } from '../../auth/guard.ts';
import { generateCriteria } from '../../decisions/criteria.ts';
import { cancelRun } from '../../runs/cancelRun.ts';
import { streamJobEvents } from '../../runs/jobEvents.ts';
import { getRun, getWebSearchResults, listRuns } from '../../runs/readRuns.ts';
import { startRun } from '../../runs/startRun.ts';
import type { Handlers } from '../handlers.ts';

export const runHandlers = {
  async createRunAiJob(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { mode, company_ids: companyIds, scope } = request.body;
    const job = await startRun(ctx, {
      firmId: auth.firmId,
      benchmarkId: request.params.benchmark_id,
      userId: auth.userId,
      mode,
      ...(companyIds ? { companyIds } : {}),
      ...(scope ? { scope } : {}),
    });
    reply.code(202);
    return job;
  },

  async getRunProgress(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return getRun(ctx, { firmId: auth.firmId, benchmarkId: request.params.benchmark_id, jobId: request.params.job_id });
  },

  async listRuns(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return listRuns(ctx, auth.firmId, request.params.benchmark_id);
  },

  async listWebSearchResults(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return getWebSearchResults(ctx, auth.firmId, request.params.benchmark_id);
  },

  async streamRunEvents(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const run = { firmId: auth.firmId, benchmarkId: request.params.benchmark_id, jobId: request.params.job_id };
    await getRun(ctx, run);
    reply.hijack();
    await streamJobEvents(ctx, run, request.raw, reply.raw);
    return reply;
  },

  async cancelRun(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return cancelRun(ctx, { firmId: auth.firmId, benchmarkId: request.params.benchmark_id, jobId: request.params.job_id, userId: auth.userId });
  },

  async generateCriteria(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return generateCriteria(ctx, auth.firmId, request.params.benchmark_id);
  },
} satisfies Handlers;
