// The Vault: the firm's clients (employees only). Search is server-side over name, country and region.
import { requireEmployee } from '../../auth/guard.ts';
import { listBenchmarkRows } from '../../benchmarks/benchmarkStore.ts';
import { getClientRow, listClientRows } from '../../clients/clientStore.ts';
import { createClient, updateClient } from '../../clients/editClient.ts';
import { withFirm } from '../../db/firmScope.ts';
import { likePattern } from '../../db/likePattern.ts';
import type { Handlers } from '../handlers.ts';

export const clientHandlers = {
  async listClients(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { search = '', page = 1, page_size: pageSize = 20 } = request.query;
    return withFirm(ctx.database, auth.firmId, async (sql) => ({
      ...(await listClientRows(sql, auth.firmId, likePattern(search), pageSize, (page - 1) * pageSize)),
      page,
      page_size: pageSize,
    }));
  },

  async createClient(request, reply, ctx) {
    const created = await createClient(ctx, requireEmployee(request), request.body);
    reply.code(201);
    return created;
  },

  async getClient(request, _reply, ctx) {
    const auth = requireEmployee(request);
    return withFirm(ctx.database, auth.firmId, (sql) => getClientRow(sql, auth.firmId, request.params.client_id));
  },

  async updateClient(request, _reply, ctx) {
    return updateClient(ctx, requireEmployee(request), request.params.client_id, request.body);
  },

  async listClientBenchmarks(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const id = request.params.client_id;
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      await getClientRow(sql, auth.firmId, id);
      return listBenchmarkRows(sql, auth.firmId, { clientId: id, orderBy: 'b.created_at desc', limit: 500, offset: 0 });
    });
  },
} satisfies Handlers;
