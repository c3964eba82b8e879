// The benchmark list, creation, reading and editing (spec sections 2 and 7). Employees of firms
// with benchmarking enabled only; another firm's benchmark answers 404.
import { requireBenchmarking } from '../../auth/guard.ts';
import { getBenchmarkDto } from '../../benchmarks/benchmarkStore.ts';
import { createBenchmark, updateBenchmark } from '../../benchmarks/editBenchmark.ts';
import { listBenchmarks } from '../../benchmarks/listBenchmarks.ts';
import { withFirm } from '../../db/firmScope.ts';
import type { Handlers } from '../handlers.ts';

export const benchmarkHandlers = {
  async listBenchmarks(request, _reply, ctx) {
    return listBenchmarks(ctx, requireBenchmarking(request), request.query);
  },

  async createBenchmark(request, reply, ctx) {
    const created = await createBenchmark(ctx, requireBenchmarking(request), request.body);
    reply.code(201);
    return created;
  },

  async getBenchmark(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return withFirm(ctx.database, auth.firmId, (sql) => getBenchmarkDto(sql, auth.firmId, request.params.benchmark_id));
  },

  async updateBenchmark(request, _reply, ctx) {
    return updateBenchmark(ctx, requireBenchmarking(request), request.params.benchmark_id, request.body);
  },
} satisfies Handlers;
