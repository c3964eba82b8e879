// Reading and writing the firm's clients (the Vault). Every statement names the firm; callers run
// it inside withFirm (db/firmScope.ts).
import type { Client } from '@quartile/api';
import { MESSAGES } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';

export const CLIENT_FIELDS = ['name', 'region', 'country', 'website', 'poc_name', 'poc_contact', 'other_details', 'database_name', 'database_region'] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];
export type ClientInput = Partial<Record<ClientField, string | null>>;

const SELECT_CLIENT = `
  select c.id, c.name, c.region, c.country, c.website, c.poc_name, c.poc_contact, c.other_details, c.database_name, c.database_region,
         (select count(*)::int from benchmarks b where b.client_id = c.id) as benchmark_count,
         to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
         to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
  from clients c`;

export async function getClientRow(sql: SqlRunner, firmId: string, id: string): Promise<Client> {
  const [row] = await sql.query<Client>(`${SELECT_CLIENT} where c.id = $1 and c.firm_id = $2`, [id, firmId]);
  if (!row) throw new NotFoundError(MESSAGES.clientNotFound);
  return row;
}

/** Whether the client is the firm's. */
export async function clientInFirm(sql: SqlRunner, firmId: string, id: string): Promise<boolean> {
  const [row] = await sql.query('select 1 from clients where id = $1 and firm_id = $2', [id, firmId]);
  return row !== undefined;
}

/** One page of the firm's clients matching `pattern` (an ilike pattern) over name, country and region. */
export async function listClientRows(sql: SqlRunner, firmId: string, pattern: string, limit: number, offset: number) {
  const where = `where c.firm_id = $1 and ($2 = '%%' or c.name ilike $2 or c.country ilike $2 or coalesce(c.region, '') ilike $2)`;
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from clients c ${where}`, [firmId, pattern]);
  const items = await sql.query<Client>(`${SELECT_CLIENT} ${where} order by lower(c.name), c.id limit $3 offset $4`, [
    firmId,
    pattern,
    limit,
    offset,
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function insertClient(sql: SqlRunner, firmId: string, userId: string, client: ClientInput): Promise<string> {
  const [row] = await sql.query<{ id: string }>(
    `insert into clients (firm_id, created_by, ${CLIENT_FIELDS.join(', ')}) values ($1, $2, ${CLIENT_FIELDS.map((_, i) => `$${i + 3}`).join(', ')}) returning id`,
    [firmId, userId, ...CLIENT_FIELDS.map((f) => client[f] ?? null)],
  );
  return row!.id;
}

/** Sets the fields present in `changes`. */
export async function updateClientFields(sql: SqlRunner, firmId: string, id: string, changes: ClientInput): Promise<void> {
  const fields = CLIENT_FIELDS.filter((f) => f in changes);
  await sql.query(
    `update clients set ${fields.map((f, i) => `${f} = $${i + 3}`).join(', ')}, updated_at = now() where id = $1 and firm_id = $2`,
    [id, firmId, ...fields.map((f) => changes[f] ?? null)],
  );
}
