// Reads a user with their firm in the shape the contract's `User` schema describes.
import type { User } from '@quartile/api';
import type { SqlRunner } from '../db/database.ts';

export type UserDto = User;

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  is_employee: boolean;
  role: UserDto['role'];
  password_hash: string | null;
  firm_id: string;
  firm_name: string;
  credits: number;
  subscription_expiration_date: string | Date | null;
  feature_benchmarking_enabled: boolean;
  feature_industry_overview_enabled: boolean;
}

const SELECT_USER = `
  select u.id, u.email, u.first_name, u.last_name, u.is_employee, u.role, u.password_hash, u.firm_id,
         f.name as firm_name, f.credits, f.subscription_expiration_date::text as subscription_expiration_date,
         f.feature_benchmarking_enabled, f.feature_industry_overview_enabled
  from users u join firms f on f.id = u.firm_id`;

export async function findUserByEmail(sql: SqlRunner, email: string): Promise<UserRow | null> {
  const [row] = await sql.query<UserRow>(`${SELECT_USER} where lower(u.email) = lower($1)`, [email]);
  return row ?? null;
}

export async function findUserById(sql: SqlRunner, id: string): Promise<UserRow | null> {
  const [row] = await sql.query<UserRow>(`${SELECT_USER} where u.id = $1`, [id]);
  return row ?? null;
}

export interface NewUser {
  readonly firmId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly passwordHash: string;
  readonly isEmployee: boolean;
  readonly role: UserDto['role'];
}

export async function insertUser(sql: SqlRunner, user: NewUser): Promise<string> {
  const [row] = await sql.query<{ id: string }>(
    `insert into users (firm_id, email, first_name, last_name, password_hash, is_employee, role)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [user.firmId, user.email, user.firstName, user.lastName, user.passwordHash, user.isEmployee, user.role],
  );
  return row!.id;
}

export async function insertFirm(sql: SqlRunner, name: string): Promise<string> {
  const [firm] = await sql.query<{ id: string }>('insert into firms (name) values ($1) returning id', [name]);
  return firm!.id;
}

export async function setPasswordHash(sql: SqlRunner, userId: string, passwordHash: string): Promise<void> {
  await sql.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
}

/** null keeps a name as it is. */
export async function updateUserName(sql: SqlRunner, userId: string, firstName: string | null, lastName: string | null): Promise<void> {
  await sql.query('update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name) where id = $1', [
    userId,
    firstName,
    lastName,
  ]);
}

/** "First Last" of a user, as decisions and reviews show who made them; 'Unknown' for none. */
export async function userDisplayName(sql: SqlRunner, id: string): Promise<string> {
  const [row] = await sql.query<{ name: string }>("select first_name || ' ' || last_name as name from users where id = $1", [id]);
  return row?.name ?? 'Unknown';
}

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    is_employee: row.is_employee,
    role: row.role,
    firm: {
      id: row.firm_id,
      name: row.firm_name,
      credits: row.credits,
      subscription_expiration_date: row.subscription_expiration_date === null ? null : String(row.subscription_expiration_date).slice(0, 10),
      feature_benchmarking_enabled: row.feature_benchmarking_enabled,
      feature_industry_overview_enabled: row.feature_industry_overview_enabled,
    },
  };
}
