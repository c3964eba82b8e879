// The firm's members (users) and pending invitations (invites), read as one list of team members.
// Statements name the firm; the member reads and edits run inside withFirm (db/firmScope.ts).
import type { TeamMember } from '@quartile/api';
import type { SqlRunner } from '../db/database.ts';

export const INVITE_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The contract's TeamMember, as the queries below select it. */
export type MemberRow = TeamMember;

const MEMBERS = `
  select id, email, first_name, last_name, is_employee, role, 'active' as status, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as joined_at
  from users where firm_id = $1
  union all
  select id, email, first_name, last_name, is_employee, role, 'invited' as status, null as joined_at
  from invites where firm_id = $1 and accepted_at is null and expires_at > now()`;

export async function listMembers(sql: SqlRunner, firmId: string): Promise<MemberRow[]> {
  return sql.query<MemberRow>(`${MEMBERS} order by status, last_name, first_name`, [firmId]);
}

export async function findMember(sql: SqlRunner, firmId: string, id: string): Promise<MemberRow | null> {
  const [member] = await sql.query<MemberRow>(`select * from (${MEMBERS}) m where id = $2`, [firmId, id]);
  return member ?? null;
}

/** The role of the firm's user `id`; null when `id` is no user of the firm (an invitation, or unknown). */
export async function userRole(sql: SqlRunner, firmId: string, id: string): Promise<string | null> {
  const [user] = await sql.query<{ role: string }>('select role from users where id = $1 and firm_id = $2', [id, firmId]);
  return user?.role ?? null;
}

export async function emailHasAccount(sql: SqlRunner, email: string): Promise<boolean> {
  const [existing] = await sql.query('select 1 from users where lower(email) = lower($1)', [email]);
  return existing !== undefined;
}

export interface NewInvite {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly isEmployee: boolean;
  readonly role: TeamMember['role'];
  readonly tokenHash: string;
  readonly invitedBy: string;
}

/** Replaces any pending invitation of the same e-mail in the firm. */
export async function insertInvite(sql: SqlRunner, firmId: string, invite: NewInvite): Promise<MemberRow> {
  await sql.query('delete from invites where firm_id = $1 and lower(email) = lower($2) and accepted_at is null', [firmId, invite.email]);
  const [row] = await sql.query<MemberRow>(
    `insert into invites (firm_id, email, first_name, last_name, is_employee, role, token_hash, invited_by, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))
     returning id, email, first_name, last_name, is_employee, role, 'invited' as status, null as joined_at`,
    [firmId, invite.email, invite.firstName, invite.lastName, invite.isEmployee, invite.role, invite.tokenHash, invite.invitedBy, INVITE_TTL_SECONDS],
  );
  return row!;
}

/** The firm's name and the inviter's full name, for the invitation e-mail. */
export async function inviterOf(sql: SqlRunner, firmId: string, userId: string): Promise<{ name: string; inviter: string }> {
  const [firm] = await sql.query<{ name: string; inviter: string }>(
    `select f.name, u.first_name || ' ' || u.last_name as inviter from firms f join users u on u.firm_id = f.id where f.id = $1 and u.id = $2`,
    [firmId, userId],
  );
  return firm!;
}

/** Sets role and is_employee (null keeps them) of a user or, when `isUser` is false, of an invitation; false when none matched. */
export async function updateMemberAccess(
  sql: SqlRunner,
  firmId: string,
  id: string,
  isUser: boolean,
  role: TeamMember['role'] | null,
  isEmployee: boolean | null,
): Promise<boolean> {
  const table = isUser ? 'users' : 'invites';
  const rows = await sql.query(
    `update ${table} set role = coalesce($3, role), is_employee = coalesce($4, is_employee) where id = $1 and firm_id = $2 returning id`,
    [id, firmId, role, isEmployee],
  );
  return rows.length > 0;
}

/** Deletes a user or, when `isUser` is false, a pending invitation; false when none matched. */
export async function deleteMember(sql: SqlRunner, firmId: string, id: string, isUser: boolean): Promise<boolean> {
  const removed = isUser
    ? await sql.query('delete from users where id = $1 and firm_id = $2 returning id', [id, firmId])
    : await sql.query('delete from invites where id = $1 and firm_id = $2 and accepted_at is null returning id', [id, firmId]);
  return removed.length > 0;
}

export interface OpenInvite {
  id: string;
  firm_id: string;
  email: string;
  is_employee: boolean;
  role: 'admin' | 'member';
}

/** An unaccepted, unexpired invitation by its token, locked; null otherwise. */
export async function lockOpenInvite(sql: SqlRunner, tokenHash: string): Promise<OpenInvite | null> {
  const [invite] = await sql.query<OpenInvite>(
    `select id, firm_id, email, is_employee, role from invites
     where token_hash = $1 and accepted_at is null and expires_at > now() for update`,
    [tokenHash],
  );
  return invite ?? null;
}

export async function markInviteAccepted(sql: SqlRunner, id: string): Promise<void> {
  await sql.query('update invites set accepted_at = now() where id = $1', [id]);
}
