// Financial analysis reports (product-spec §2, §6): employees only; another firm's report, client or
// benchmark answers 404. Each save stores a revision; a save from an older version answers 409.
import { requireEmployee } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { createFar, updateFar } from '../../fars/editFar.ts';
import { farBenchmarkInputs } from '../../fars/farBenchmarkInputs.ts';
import { exportFar } from '../../fars/farExport.ts';
import { getFar, listFars, listRevisions } from '../../fars/farStore.ts';
import type { Handlers } from '../handlers.ts';

export const farHandlers = {
  async listFars(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { search = '', page = 1, page_size: pageSize = 20 } = request.query;
    return withFirm(ctx.database, auth.firmId, async (sql) => ({
      ...(await listFars(sql, auth.firmId, search, pageSize, (page - 1) * pageSize)),
      page,
      page_size: pageSize,
    }));
  },

  async createFar(request, reply, ctx) {
    const created = await createFar(ctx, requireEmployee(request), request.body);
    reply.code(201);
    return created;
  },

  async getFar(request, _reply, ctx) {
    const auth = requireEmployee(request);
    return withFirm(ctx.database, auth.firmId, (sql) => getFar(sql, auth.firmId, request.params.far_id));
  },

  async updateFar(request, _reply, ctx) {
    return updateFar(ctx, requireEmployee(request), request.params.far_id, request.body);
  },

  async listFarHistory(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const id = request.params.far_id;
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      await getFar(sql, auth.firmId, id);
      return listRevisions(sql, auth.firmId, id);
    });
  },

  async exportFar(request, reply, ctx) {
    const auth = requireEmployee(request);
    const id = request.params.far_id;
    const { far, history } = await withFirm(ctx.database, auth.firmId, async (sql) => ({
      far: await getFar(sql, auth.firmId, id),
      history: await listRevisions(sql, auth.firmId, id),
    }));
    const file = await exportFar(far, history, request.query.format ?? 'pdf');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.data);
  },

  async farBenchmarkInputs(request, _reply, ctx) {
    return farBenchmarkInputs(ctx, requireEmployee(request), request.params.far_id, request.body.benchmark_id);
  },
} satisfies Handlers;
