// The benchmark list, creation, reading and editing (spec sections 2 and 7). Employees of firms
// with benchmarking enabled only; another firm's benchmark answers 404.
import { changedFields, recordEvent, userActor } from '../../audit/recordEvent.ts';
import { requireBenchmarking } from '../../auth/guard.ts';
import type { SqlRunner } from '../../db/database.ts';
import { withFirm } from '../../db/firmScope.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { setBenchmarkFars } from '../../fars/farStore.ts';
import { SELECT_BENCHMARK, countBenchmarks, listBenchmarkRows, toBenchmarkDto } from './benchmarkRows.ts';

export const BENCHMARK_NOT_FOUND = 'Benchmark not found';

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

export async function getBenchmarkDto(sql: SqlRunner, firmId: string, id: string): Promise<Record<string, unknown>> {
  const [row] = await sql.query(`${SELECT_BENCHMARK} where b.id = $1 and b.firm_id = $2`, [id, firmId]);
  if (!row) throw new HttpError(404, BENCHMARK_NOT_FOUND);
  return toBenchmarkDto(row);
}

function assertYears(years: readonly number[] | undefined): void {
  if (years && years.length === 0) throw new HttpError(400, 'Choose at least one financial year.', { financial_years: ['Choose at least one financial year.'] });
}

export const benchmarkHandlers: OperationHandlers = {
  async listBenchmarks(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const q = request.query as { search?: string; sort?: string; client_id?: string; page?: number; page_size?: number };
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
  },

  async createBenchmark(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const input = request.body as { client_id: string; name: string; tested_party_description: string; start_date: string; financial_years: number[] };
    assertYears(input.financial_years);
    if (!input.name.trim()) throw new HttpError(400, 'This field is required', { name: ['This field is required'] });
    const created = await withFirm(ctx.database, auth.firmId, async (sql) => {
      const [client] = await sql.query('select 1 from clients where id = $1 and firm_id = $2', [input.client_id, auth.firmId]);
      if (!client) throw new HttpError(404, 'Client not found', { client_id: ['Client not found'] });
      const [row] = await sql.query<{ id: string }>(
        `insert into benchmarks (firm_id, client_id, name, tested_party_description, start_date, financial_years, created_by)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [auth.firmId, input.client_id, input.name.trim(), input.tested_party_description.trim(), input.start_date, [...input.financial_years].sort(), auth.userId],
      );
      const created = await getBenchmarkDto(sql, auth.firmId, row!.id);
      await recordEvent(sql, { firmId: auth.firmId, benchmarkId: row!.id, actor: userActor(auth.userId), action: 'benchmark.created', after: { name: created.name, client_id: input.client_id, financial_years: created.financial_years } });
      return created;
    });
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
    const input = request.body as { name?: string; tested_party_description?: string; start_date?: string; financial_years?: number[]; financial_data_setup?: unknown; far_ids?: string[] };
    assertYears(input.financial_years);
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const before = await getBenchmarkDto(sql, auth.firmId, id);
      if (input.far_ids) await setBenchmarkFars(sql, auth.firmId, id, String(before.client_id), input.far_ids);
      await sql.query(
        `update benchmarks set
           name = coalesce($3, name),
           tested_party_description = coalesce($4, tested_party_description),
           start_date = coalesce($5::date, start_date),
           financial_years = coalesce($6::int[], financial_years),
           financial_data_setup = case when $7::boolean then $8::jsonb else financial_data_setup end,
           version = version + 1, updated_at = now()
         where id = $1 and firm_id = $2`,
        [
          id,
          auth.firmId,
          input.name?.trim() || null,
          input.tested_party_description ?? null,
          input.start_date ?? null,
          input.financial_years ? [...input.financial_years].sort() : null,
          'financial_data_setup' in input,
          input.financial_data_setup === undefined ? null : JSON.stringify(input.financial_data_setup),
        ],
      );
      const after = await getBenchmarkDto(sql, auth.firmId, id);
      const fields = ['name', 'tested_party_description', 'start_date', 'financial_years', 'financial_data_setup', 'fars'];
      const change = changedFields(pick(before, fields), pick(after, fields));
      if (change) await recordEvent(sql, { firmId: auth.firmId, benchmarkId: id, actor: userActor(auth.userId), action: 'benchmark.updated', ...change });
      return after;
    });
  },
};

const pick = (record: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, record[k]]));
