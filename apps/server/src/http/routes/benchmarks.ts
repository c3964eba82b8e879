// The benchmark list, creation, reading and editing (spec sections 2 and 7). Employees of firms
// with benchmarking enabled only; another firm's benchmark answers 404.
import { requireBenchmarking } from '../../auth/guard.ts';
import { getBenchmarkDto } from '../../benchmarks/benchmarkRows.ts';
import { createBenchmark, updateBenchmark, type BenchmarkCreation, type BenchmarkUpdate } from '../../benchmarks/editBenchmark.ts';
import { listBenchmarks, type BenchmarkListQuery } from '../../benchmarks/listBenchmarks.ts';
import { withFirm } from '../../db/firmScope.ts';
import type { OperationHandlers } from '../context.ts';

export const benchmarkHandlers: OperationHandlers = {
  async listBenchmarks(request, _reply, ctx) {
    return listBenchmarks(ctx.database, requireBenchmarking(request), request.query as BenchmarkListQuery);
  },

  async createBenchmark(request, reply, ctx) {
    const created = await createBenchmark(ctx.database, requireBenchmarking(request), request.body as BenchmarkCreation);
    reply.code(201);
    return created;
  },

  async getBenchmark(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: id } = request.params as { benchmark_id: string };
    return withFirm(ctx.database, auth.firmId, (sql) => getBenchmarkDto(sql, auth.firmId, id));
  },

  async updateBenchmark(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: id } = request.params as { benchmark_id: string };
    return updateBenchmark(ctx.database, auth, id, request.body as BenchmarkUpdate);
  },
};
