// The Vault: the firm's clients (employees only). Search is server-side over name, country and region.
import { requireEmployee } from '../../auth/guard.ts';
import { listBenchmarkRows } from '../../benchmarks/benchmarkStore.ts';
import { getClientRow, listClientRows } from '../../clients/clientStore.ts';
import { createClient, updateClient } from '../../clients/editClient.ts';
import { likePattern } from '../../db/likePattern.ts';
import type { Handlers } from '../handlers.ts';
import { created, inFirm, pagedList } from '../replies.ts';

export const clientHandlers = {
  async listClients(request, _reply, ctx) {
    return pagedList(ctx, requireEmployee(request), request.query, (sql, firmId, { search, limit, offset }) =>
      listClientRows(sql, firmId, likePattern(search), limit, offset),
    );
  },

  async createClient(request, reply, ctx) {
    return created(reply, createClient(ctx, requireEmployee(request), request.body));
  },

  async getClient(request, _reply, ctx) {
    return inFirm(ctx, requireEmployee(request), (sql, firmId) => getClientRow(sql, firmId, request.params.client_id));
  },

  async updateClient(request, _reply, ctx) {
    return updateClient(ctx, requireEmployee(request), request.params.client_id, request.body);
  },

  async listClientBenchmarks(request, _reply, ctx) {
    const id = request.params.client_id;
    return inFirm(ctx, requireEmployee(request), async (sql, firmId) => {
      await getClientRow(sql, firmId, id);
      return listBenchmarkRows(sql, firmId, { clientId: id, orderBy: 'b.created_at desc', limit: 500, offset: 0 });
    });
  },
} satisfies Handlers;
