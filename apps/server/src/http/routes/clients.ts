// The Vault: the firm's clients (employees only). Search is server-side over name, country and region.
import { MESSAGES, validateCompanyIdentity } from '@quartile/domain';
import { requireEmployee } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import type { SqlRunner } from '../../db/database.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { listBenchmarkRows } from './benchmarkRows.ts';

const CLIENT_FIELDS = ['name', 'region', 'country', 'website', 'poc_name', 'poc_contact', 'other_details', 'database_name', 'database_region'] as const;
type ClientField = (typeof CLIENT_FIELDS)[number];
type ClientInput = Partial<Record<ClientField, string | null>>;

const SELECT_CLIENT = `
  select c.id, c.name, c.region, c.country, c.website, c.poc_name, c.poc_contact, c.other_details, c.database_name, c.database_region,
         (select count(*)::int from benchmarks b where b.client_id = c.id) as benchmark_count,
         to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
         to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
  from clients c`;

/** Trims text, turns blank optional fields into null, and prefixes a bare website with https://. */
function normalize(input: ClientInput): ClientInput {
  const out: ClientInput = {};
  for (const field of CLIENT_FIELDS) {
    if (!(field in input)) continue;
    const value = input[field];
    const trimmed = typeof value === 'string' ? value.trim() : null;
    out[field] = trimmed === '' ? null : trimmed;
  }
  if (out.website && !/^https?:\/\//i.test(out.website)) out.website = `https://${out.website}`;
  return out;
}

function assertValid(client: ClientInput): void {
  const errors = validateCompanyIdentity(client);
  const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
  if (Object.keys(fields).length) throw new HttpError(400, Object.values(errors)[0] ?? MESSAGES.requiredField, fields);
}

async function getClientRow(sql: SqlRunner, firmId: string, id: string) {
  const [row] = await sql.query(`${SELECT_CLIENT} where c.id = $1 and c.firm_id = $2`, [id, firmId]);
  if (!row) throw new HttpError(404, MESSAGES.clientNotFound);
  return row;
}

export const clientHandlers: OperationHandlers = {
  async listClients(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { search = '', page = 1, page_size: pageSize = 20 } = request.query as { search?: string; page?: number; page_size?: number };
    const pattern = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const where = `where c.firm_id = $1 and ($2 = '%%' or c.name ilike $2 or c.country ilike $2 or coalesce(c.region, '') ilike $2)`;
      const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from clients c ${where}`, [auth.firmId, pattern]);
      const items = await sql.query(`${SELECT_CLIENT} ${where} order by lower(c.name), c.id limit $3 offset $4`, [auth.firmId, pattern, pageSize, (page - 1) * pageSize]);
      return { items, total: count?.total ?? 0, page, page_size: pageSize };
    });
  },

  async createClient(request, reply, ctx) {
    const auth = requireEmployee(request);
    const client = normalize(request.body as ClientInput);
    assertValid(client);
    const created = await withFirm(ctx.database, auth.firmId, async (sql) => {
      const [row] = await sql.query<{ id: string }>(
        `insert into clients (firm_id, created_by, ${CLIENT_FIELDS.join(', ')}) values ($1, $2, ${CLIENT_FIELDS.map((_, i) => `$${i + 3}`).join(', ')}) returning id`,
        [auth.firmId, auth.userId, ...CLIENT_FIELDS.map((f) => client[f] ?? null)],
      );
      return getClientRow(sql, auth.firmId, row!.id);
    });
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
    const changes = normalize(request.body as ClientInput);
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const current = (await getClientRow(sql, auth.firmId, id)) as ClientInput;
      assertValid({ ...current, ...changes });
      const fields = CLIENT_FIELDS.filter((f) => f in changes);
      await sql.query(
        `update clients set ${fields.map((f, i) => `${f} = $${i + 3}`).join(', ')}, updated_at = now() where id = $1 and firm_id = $2`,
        [id, auth.firmId, ...fields.map((f) => changes[f] ?? null)],
      );
      return getClientRow(sql, auth.firmId, id);
    });
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
