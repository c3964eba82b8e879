// The benchmark list, creation, reading and editing (spec sections 2 and 7). Employees of firms
// with benchmarking enabled only; another firm's benchmark answers 404.
import { requireBenchmarking } from '../../auth/guard.ts';
import { getBenchmarkDto } from '../../benchmarks/benchmarkStore.ts';
import { createBenchmark, updateBenchmark } from '../../benchmarks/editBenchmark.ts';
import { listBenchmarks } from '../../benchmarks/listBenchmarks.ts';
import type { Handlers } from '../handlers.ts';
import { created, inFirm } from '../replies.ts';

export const benchmarkHandlers = {
  async listBenchmarks(request, _reply, ctx) {
    return listBenchmarks(ctx, requireBenchmarking(request), request.query);
  },

  async createBenchmark(request, reply, ctx) {
    return created(reply, createBenchmark(ctx, requireBenchmarking(request), request.body));
  },

  async getBenchmark(request, _reply, ctx) {
    return inFirm(ctx, requireBenchmarking(request), (sql, firmId) => getBenchmarkDto(sql, firmId, request.params.benchmark_id));
  },

  async updateBenchmark(request, _reply, ctx) {
    return updateBenchmark(ctx, requireBenchmarking(request), request.params.benchmark_id, request.body);
  },
} satisfies Handlers;
