// Reading and writing FAR reports. Every query names the firm (and signed-in handlers also run under
// row-level security, db/firmScope.ts). A FAR belongs to a client and links to that client's benchmarks.
import type { FAR, FarRevision } from '@quartile/api';
import type { SqlRunner } from '../db/database.ts';
import { likePattern } from '../db/likePattern.ts';
import { NotFoundError, ValidationError } from '../errors.ts';

export const FAR_NOT_FOUND = 'FAR report not found';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const PERSON = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.first_name || ' ' || ${alias}.last_name) end`;

export const SELECT_FAR = `
  select f.id, f.title, f.status, f.client_id, c.name as client_name, f.fiscal_year, f.tested_party, f.tested_party_country,
         f.group_name, f.industry, f.transactions, f.characterisation, f.characterisation_rationale, f.content, f.financials,
         f.currency, f.version,
         coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.created_at)
                   from far_benchmarks fb join benchmarks b on b.id = fb.benchmark_id where fb.far_id = f.id), '[]') as benchmarks,
         ${PERSON('cu')} as created_by, ${PERSON('uu')} as updated_by,
         ${ISO('f.created_at')} as created_at, ${ISO('f.updated_at')} as updated_at
  from fars f
  join clients c on c.id = f.client_id
  left join users cu on cu.id = f.created_by
  left join users uu on uu.id = f.updated_by`;

/** A FAR as SELECT_FAR reads it: the contract's shape. */
export type FarRow = FAR;

export async function getFar(sql: SqlRunner, firmId: string, id: string, lock = false): Promise<FarRow> {
  if (lock) await sql.query('select 1 from fars where id = $1 and firm_id = $2 for update', [id, firmId]);
  const [row] = await sql.query<FarRow>(`${SELECT_FAR} where f.id = $1 and f.firm_id = $2`, [id, firmId]);
  if (!row) throw new NotFoundError(FAR_NOT_FOUND);
  return row;
}

export async function listFars(sql: SqlRunner, firmId: string, search: string, limit: number, offset: number) {
  const where = `where f.firm_id = $1 and ($2 = '%%' or f.title ilike $2 or c.name ilike $2 or f.tested_party ilike $2)`;
  const pattern = likePattern(search);
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from fars f join clients c on c.id = f.client_id ${where}`,
    [firmId, pattern],
  );
  const items = await sql.query<FarRow>(`${SELECT_FAR} ${where} order by f.updated_at desc, f.id limit $3 offset $4`, [
    firmId,
    pattern,
    limit,
    offset,
  ]);
  return { items, total: count?.total ?? 0 };
}

/** The FAR's columns as stored: text fields as given, the matrix and financials as JSON. */
export interface NewFar {
  readonly clientId: string;
  readonly title: string | undefined;
  readonly status: string | null;
  readonly fiscalYear: number | null;
  readonly testedParty: string;
  readonly testedPartyCountry: string;
  readonly groupName: string;
  readonly industry: string;
  readonly transactions: string;
  readonly characterisation: string | null;
  readonly characterisationRationale: string;
  readonly content: unknown;
  readonly financials: unknown;
  readonly currency: string | null;
}

export async function insertFar(sql: SqlRunner, firmId: string, userId: string, far: NewFar): Promise<string> {
  const [row] = await sql.query<{ id: string }>(
    `insert into fars (firm_id, client_id, title, status, fiscal_year, tested_party, tested_party_country, group_name, industry, transactions,
                       characterisation, characterisation_rationale, content, financials, currency, created_by, updated_by)
     values ($1, $2, $3, coalesce($4, 'draft'), $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) returning id`,
    [
      firmId,
      far.clientId,
      far.title,
      far.status,
      far.fiscalYear,
      far.testedParty,
      far.testedPartyCountry,
      far.groupName,
      far.industry,
      far.transactions,
      far.characterisation,
      far.characterisationRationale,
      JSON.stringify(far.content),
      JSON.stringify(far.financials),
      far.currency,
      userId,
    ],
  );
  return row!.id;
}

/** Sets the given columns (names from the caller's fixed list, never from input). */
export async function updateFarColumns(sql: SqlRunner, firmId: string, id: string, columns: ReadonlyMap<string, unknown>): Promise<void> {
  if (columns.size === 0) return;
  const values: unknown[] = [id, firmId];
  const sets: string[] = [];
  for (const [column, value] of columns) {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  }
  await sql.query(`update fars set ${sets.join(', ')} where id = $1 and firm_id = $2`, values);
}

/** A save that changed something: a new version, by this user. */
export async function bumpFarVersion(sql: SqlRunner, firmId: string, id: string, userId: string): Promise<void> {
  await sql.query('update fars set version = version + 1, updated_by = $3, updated_at = now() where id = $1 and firm_id = $2', [id, firmId, userId]);
}

/** The client's benchmarks among `ids`; answers the ids that are not (another client's, another firm's, unknown). */
export async function foreignBenchmarks(sql: SqlRunner, firmId: string, clientId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await sql.query<{ id: string }>('select id from benchmarks where firm_id = $1 and client_id = $2 and id = any($3::uuid[])', [
    firmId,
    clientId,
    ids,
  ]);
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function setFarBenchmarks(sql: SqlRunner, firmId: string, farId: string, ids: readonly string[]): Promise<void> {
  await sql.query('delete from far_benchmarks where far_id = $1 and firm_id = $2 and not (benchmark_id = any($3::uuid[]))', [
    farId,
    firmId,
    ids,
  ]);
  await sql.query(
    'insert into far_benchmarks (far_id, benchmark_id, firm_id) select $1, b, $2 from unnest($3::uuid[]) as b on conflict do nothing',
    [farId, firmId, ids],
  );
}

export async function addRevision(sql: SqlRunner, row: FarRow, userId: string, fields: readonly string[], summary: string): Promise<void> {
  await sql.query(
    `insert into far_revisions (firm_id, far_id, version, fields, summary, snapshot, edited_by, edited_by_name)
     select f.firm_id, f.id, $2, $3, $4, $5, u.id, u.first_name || ' ' || u.last_name
     from fars f left join users u on u.id = $6 where f.id = $1`,
    [row.id, row.version, fields, summary, JSON.stringify(row), userId],
  );
}

export async function listRevisions(sql: SqlRunner, firmId: string, farId: string): Promise<FarRevision[]> {
  return sql.query<FarRevision>(
    `select r.id, r.version, r.summary, r.fields,
            case when r.edited_by is null then null else json_build_object('id', r.edited_by, 'name', coalesce(r.edited_by_name, '')) end as edited_by,
            ${ISO('r.edited_at')} as edited_at
     from far_revisions r
     where r.far_id = $1 and r.firm_id = $2 order by r.version desc limit 500`,
    [farId, firmId],
  );
}

/** A benchmark's FARs (BenchmarkUpdate.far_ids): reports of the firm and of the benchmark's client only. */
export async function setBenchmarkFars(
  sql: SqlRunner,
  firmId: string,
  benchmarkId: string,
  clientId: string,
  farIds: readonly string[],
): Promise<void> {
  const rows = await sql.query<{ id: string; client_id: string }>(
    'select id, client_id from fars where firm_id = $1 and id = any($2::uuid[])',
    [firmId, farIds],
  );
  if (rows.length !== farIds.length) throw new NotFoundError(FAR_NOT_FOUND, { far_ids: [FAR_NOT_FOUND] });
  if (rows.some((r) => r.client_id !== clientId))
    throw new ValidationError('A benchmark links only to FAR reports of its own client.', {
      far_ids: ['A benchmark links only to FAR reports of its own client.'],
    });
  await sql.query('delete from far_benchmarks where benchmark_id = $1 and firm_id = $2 and not (far_id = any($3::uuid[]))', [
    benchmarkId,
    firmId,
    farIds,
  ]);
  await sql.query(
    'insert into far_benchmarks (far_id, benchmark_id, firm_id) select f, $1, $2 from unnest($3::uuid[]) as f on conflict do nothing',
    [benchmarkId, firmId, farIds],
  );
}
