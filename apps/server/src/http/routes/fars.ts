// Financial analysis reports (product-spec §2, §6): employees only; another firm's report, client or
// benchmark answers 404. Each save stores a revision; a save from an older version answers 409.
import { requireEmployee } from '../../auth/guard.ts';
import { createFar, updateFar } from '../../fars/editFar.ts';
import { farBenchmarkInputs } from '../../fars/farBenchmarkInputs.ts';
import { exportFar } from '../../fars/farExport.ts';
import { getFar, listFars, listRevisions } from '../../fars/farStore.ts';
import type { Handlers } from '../handlers.ts';
import { created, inFirm, pagedList, sendDownload } from '../replies.ts';

export const farHandlers = {
  async listFars(request, _reply, ctx) {
    return pagedList(ctx, requireEmployee(request), request.query, (sql, firmId, { search, limit, offset }) => listFars(sql, firmId, search, limit, offset));
  },

  async createFar(request, reply, ctx) {
    return created(reply, createFar(ctx, requireEmployee(request), request.body));
  },

  async getFar(request, _reply, ctx) {
    return inFirm(ctx, requireEmployee(request), (sql, firmId) => getFar(sql, firmId, request.params.far_id));
  },

  async updateFar(request, _reply, ctx) {
    return updateFar(ctx, requireEmployee(request), request.params.far_id, request.body);
  },

  async listFarHistory(request, _reply, ctx) {
    const id = request.params.far_id;
    return inFirm(ctx, requireEmployee(request), async (sql, firmId) => {
      await getFar(sql, firmId, id);
      return listRevisions(sql, firmId, id);
    });
  },

  async exportFar(request, reply, ctx) {
    const id = request.params.far_id;
    const { far, history } = await inFirm(ctx, requireEmployee(request), async (sql, firmId) => ({
      far: await getFar(sql, firmId, id),
      history: await listRevisions(sql, firmId, id),
    }));
    return sendDownload(reply, await exportFar(far, history, request.query.format ?? 'pdf'));
  },

  async farBenchmarkInputs(request, _reply, ctx) {
    return farBenchmarkInputs(ctx, requireEmployee(request), request.params.far_id, request.body.benchmark_id);
  },
} satisfies Handlers;
