// The benchmark list (spec section 7): one page, searched over the benchmark's and the client's
// names, in one of the list's sort orders.
import type { AuthContext } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { countBenchmarks, listBenchmarkRows } from './benchmarkStore.ts';

const SORTS: Record<string, string> = {
  name: 'lower(b.name) asc',
  '-name': 'lower(b.name) desc',
  created_at: 'b.created_at asc',
  '-created_at': 'b.created_at desc',
  start_date: 'b.start_date asc',
  '-start_date': 'b.start_date desc',
  status: "array_position(array['input','processing','decision','completed'], b.status) asc",
  '-status': "array_position(array['input','processing','decision','completed'], b.status) desc",
};

export interface BenchmarkListQuery {
  readonly search?: string;
  readonly sort?: string;
  readonly client_id?: string;
  readonly page?: number;
  readonly page_size?: number;
}

export async function listBenchmarks(ctx: AppContext, auth: AuthContext, q: BenchmarkListQuery) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  return withFirm(ctx.database, auth.firmId, async (sql) => ({
    items: await listBenchmarkRows(sql, auth.firmId, {
      clientId: q.client_id,
      search: q.search,
      orderBy: SORTS[q.sort ?? '-created_at'] ?? SORTS['-created_at']!,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    total: await countBenchmarks(sql, auth.firmId, q.search ?? '', q.client_id),
    page,
    page_size: pageSize,
  }));
}
