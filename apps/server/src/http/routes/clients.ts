// The Vault: the firm's clients (employees only). Search is server-side over name, country and region.
import { requireEmployee } from '../../auth/guard.ts';
import { listBenchmarkRows } from '../../benchmarks/benchmarkRows.ts';
import { getClientRow, listClientRows, type ClientInput } from '../../clients/clientStore.ts';
import { createClient, updateClient } from '../../clients/editClient.ts';
import { withFirm } from '../../db/firmScope.ts';
import { likePattern } from '../../db/likePattern.ts';
import type { OperationHandlers } from '../context.ts';

export const clientHandlers: OperationHandlers = {
  async listClients(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { search = '', page = 1, page_size: pageSize = 20 } = request.query as { search?: string; page?: number; page_size?: number };
    return withFirm(ctx.database, auth.firmId, async (sql) => ({
      ...(await listClientRows(sql, auth.firmId, likePattern(search), pageSize, (page - 1) * pageSize)),
      page,
      page_size: pageSize,
    }));
  },

  async createClient(request, reply, ctx) {
    const auth = requireEmployee(request);
    const created = await createClient(ctx.database, auth, request.body as ClientInput);
    reply.code(201);
    return created;
  },

  async getClient(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { client_id: id } = request.params as { client_id: string };
    return withFirm(ctx.database, auth.firmId, (sql) => getClientRow(sql, auth.firmId, id));
  },

  async updateClient(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { client_id: id } = request.params as { client_id: string };
    return updateClient(ctx.database, auth, id, request.body as ClientInput);
  },

  async listClientBenchmarks(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { client_id: id } = request.params as { client_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      await getClientRow(sql, auth.firmId, id);
      return listBenchmarkRows(sql, auth.firmId, { clientId: id, orderBy: 'b.created_at desc', limit: 500, offset: 0 });
    });
  },
};
