// Financial analysis reports (product-spec §2, §6): employees only; another firm's report, client or
// benchmark answers 404. Each save stores a revision; a save from an older version answers 409.
import { requireEmployee } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { createFar, updateFar, type FarInput } from '../../fars/editFar.ts';
import { farBenchmarkInputs } from '../../fars/farBenchmarkInputs.ts';
import { exportFar } from '../../fars/farExport.ts';
import { getFar, listFars, listRevisions } from '../../fars/farStore.ts';
import type { OperationHandlers } from '../context.ts';

export const farHandlers: OperationHandlers = {
  async listFars(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { search = '', page = 1, page_size: pageSize = 20 } = request.query as { search?: string; page?: number; page_size?: number };
    return withFirm(ctx.database, auth.firmId, async (sql) => ({
      ...(await listFars(sql, auth.firmId, search, pageSize, (page - 1) * pageSize)),
      page,
      page_size: pageSize,
    }));
  },

  async createFar(request, reply, ctx) {
    const created = await createFar(ctx.database, requireEmployee(request), request.body as FarInput & { client_id: string });
    reply.code(201);
    return created;
  },

  async getFar(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { far_id: id } = request.params as { far_id: string };
    return withFirm(ctx.database, auth.firmId, (sql) => getFar(sql, auth.firmId, id));
  },

  async updateFar(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { far_id: id } = request.params as { far_id: string };
    return updateFar(ctx.database, auth, id, request.body as FarInput);
  },

  async listFarHistory(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { far_id: id } = request.params as { far_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      await getFar(sql, auth.firmId, id);
      return listRevisions(sql, auth.firmId, id);
    });
  },

  async exportFar(request, reply, ctx) {
    const auth = requireEmployee(request);
    const { far_id: id } = request.params as { far_id: string };
    const { format = 'pdf' } = request.query as { format?: 'pdf' | 'docx' };
    const { far, history } = await withFirm(ctx.database, auth.firmId, async (sql) => ({
      far: await getFar(sql, auth.firmId, id),
      history: await listRevisions(sql, auth.firmId, id),
    }));
    const file = await exportFar(far, history, format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.data);
  },

  async farBenchmarkInputs(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { far_id: id } = request.params as { far_id: string };
    const { benchmark_id: benchmarkId } = request.body as { benchmark_id: string };
    return farBenchmarkInputs(ctx.database, auth, id, benchmarkId);
  },
};
