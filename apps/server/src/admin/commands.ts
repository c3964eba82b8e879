// Provider-side administration: a firm's credits, subscription expiry and feature flags, and the
// inquiries from the public forms. Every change to a firm is written to firm_changes.
import { userInfo } from 'node:os';
import type { SqlRunner } from '../db/database.ts';
import { toCsv } from './csv.ts';

export class AdminError extends Error {}

const FLAG_COLUMNS = {
  benchmarking: 'feature_benchmarking_enabled',
  'industry-overview': 'feature_industry_overview_enabled',
} as const;
export type FirmFlag = keyof typeof FLAG_COLUMNS;

const actor = () => `cli:${userInfo().username}`;

async function changeFirm(sql: SqlRunner, firmId: string, field: string, column: string, value: string | number | boolean | null) {
  const [before] = await sql.query<{ value: string | null }>(`select ${column}::text as value from firms where id = $1 for update`, [firmId]);
  if (!before) throw new AdminError(`No firm with id ${firmId}. List firms with: quartile firm list`);
  await sql.query(`update firms set ${column} = $2 where id = $1`, [firmId, value]);
  const [after] = await sql.query<{ value: string | null }>(`select ${column}::text as value from firms where id = $1`, [firmId]);
  await sql.query('insert into firm_changes (firm_id, field, old_value, new_value, changed_by) values ($1, $2, $3, $4, $5)', [
    firmId,
    field,
    before.value,
    after?.value ?? null,
    actor(),
  ]);
  return { firm_id: firmId, field, old_value: before.value, new_value: after?.value ?? null };
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function listFirms(sql: SqlRunner) {
  return sql.query(
    `select f.id, f.name, f.credits, f.subscription_expiration_date::text as subscription_expiration_date,
            f.feature_benchmarking_enabled, f.feature_industry_overview_enabled, count(u.id)::int as users
     from firms f left join users u on u.firm_id = f.id group by f.id order by f.created_at`,
  );
}

export async function setCredits(sql: SqlRunner, firmId: string, credits: number) {
  if (!Number.isInteger(credits) || credits < 0) throw new AdminError('--credits must be a whole number of 0 or more.');
  return changeFirm(sql, firmId, 'credits', 'credits', credits);
}

export async function setExpiry(sql: SqlRunner, firmId: string, date: string) {
  if (date !== 'none' && !(/^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)))) {
    throw new AdminError('--date must be YYYY-MM-DD, or none to remove the expiry.');
  }
  return changeFirm(sql, firmId, 'subscription_expiration_date', 'subscription_expiration_date', date === 'none' ? null : date);
}

export async function setFlag(sql: SqlRunner, firmId: string, flag: string, enabled: string) {
  if (!(flag in FLAG_COLUMNS)) throw new AdminError(`--flag must be one of: ${Object.keys(FLAG_COLUMNS).join(', ')}.`);
  if (enabled !== 'true' && enabled !== 'false') throw new AdminError('--enabled must be true or false.');
  const column = FLAG_COLUMNS[flag as FirmFlag];
  return changeFirm(sql, firmId, column, column, enabled === 'true');
}

export function firmChanges(sql: SqlRunner, firmId: string) {
  return sql.query(
    `select field, old_value, new_value, changed_by, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as changed_at
     from firm_changes where firm_id = $1 order by created_at`,
    [firmId],
  );
}

const INQUIRY_COLUMNS = ['received_at', 'name', 'email', 'company_size', 'source', 'inquiry_type', 'message'] as const;

export async function listInquiries(sql: SqlRunner, since: string, format: 'csv' | 'json'): Promise<string> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(`${since}T00:00:00Z`))) throw new AdminError('--since must be a date YYYY-MM-DD.');
  const rows = await sql.query<Record<string, unknown>>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as received_at, name, email, company_size, source, inquiry_type, message
     from inquiries where created_at >= $1::date order by created_at`,
    [since],
  );
  return format === 'csv' ? toCsv(INQUIRY_COLUMNS, rows) : rows.map((row) => JSON.stringify(row)).join('\n') + (rows.length ? '\n' : '');
}
