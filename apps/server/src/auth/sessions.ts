// Refresh-token sessions: an httpOnly, SameSite=Strict cookie that rotates on every use.
// Presenting a token that was already rotated (or revoked) revokes its whole family: whoever
// stole a copy and whoever holds the current one are both signed out (reuse detection).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import type { SqlRunner } from '../db/database.ts';
import { signAccessToken } from './accessToken.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaqueToken.ts';
import { toUserDto, findUserById, type UserDto } from './users.ts';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;

function cookieOptions(config: Config) {
  const host = new URL(config.publicUrl).hostname;
  const local = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  return { httpOnly: true, sameSite: 'strict' as const, secure: !local, path: '/api/' };
}

async function storeRefreshToken(sql: SqlRunner, userId: string, familyId: string | null): Promise<string> {
  const token = newOpaqueToken();
  await sql.query(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     values ($1, coalesce($2::uuid, gen_random_uuid()), $3, now() + make_interval(secs => $4))`,
    [userId, familyId, hashOpaqueToken(token), REFRESH_TOKEN_TTL_SECONDS],
  );
  return token;
}

export interface IssuedSession {
  access: string;
  user: UserDto;
}

/** Starts a new session family for a user who just proved who they are. */
export async function startSession(sql: SqlRunner, config: Config, reply: FastifyReply, userId: string): Promise<IssuedSession> {
  const user = await findUserById(sql, userId);
  if (!user) throw new Error('session for an unknown user');
  const refresh = await storeRefreshToken(sql, userId, null);
  reply.setCookie(REFRESH_COOKIE, refresh, { ...cookieOptions(config), maxAge: REFRESH_TOKEN_TTL_SECONDS });
  return { access: await signAccessToken(config.secrets.jwtSecret, { userId, firmId: user.firm_id }), user: toUserDto(user) };
}

export type RotateResult = { kind: 'ok'; session: IssuedSession } | { kind: 'invalid' } | { kind: 'reused' };

/** Exchanges the presented refresh token for a new one in the same family. */
export async function rotateSession(sql: SqlRunner, config: Config, reply: FastifyReply, presented: string): Promise<RotateResult> {
  const [row] = await sql.query<{ id: string; user_id: string; family_id: string; expired: boolean; rotated_at: Date | null; revoked_at: Date | null }>(
    `select id, user_id, family_id, expires_at <= now() as expired, rotated_at, revoked_at
     from refresh_tokens where token_hash = $1 for update`,
    [hashOpaqueToken(presented)],
  );
  if (!row) return { kind: 'invalid' };
  if (row.rotated_at || row.revoked_at) {
    await revokeFamily(sql, row.family_id);
    return { kind: 'reused' };
  }
  if (row.expired) return { kind: 'invalid' };
  const user = await findUserById(sql, row.user_id);
  if (!user) return { kind: 'invalid' };
  await sql.query('update refresh_tokens set rotated_at = now() where id = $1', [row.id]);
  const refresh = await storeRefreshToken(sql, row.user_id, row.family_id);
  reply.setCookie(REFRESH_COOKIE, refresh, { ...cookieOptions(config), maxAge: REFRESH_TOKEN_TTL_SECONDS });
  return {
    kind: 'ok',
    session: { access: await signAccessToken(config.secrets.jwtSecret, { userId: user.id, firmId: user.firm_id }), user: toUserDto(user) },
  };
}

export async function revokeFamily(sql: SqlRunner, familyId: string): Promise<void> {
  await sql.query('update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null', [familyId]);
}

/** Revokes the family of the presented token (logout). */
export async function revokePresented(sql: SqlRunner, presented: string): Promise<void> {
  const [row] = await sql.query<{ family_id: string }>('select family_id from refresh_tokens where token_hash = $1', [hashOpaqueToken(presented)]);
  if (row) await revokeFamily(sql, row.family_id);
}

export async function revokeAllForUser(sql: SqlRunner, userId: string): Promise<void> {
  await sql.query('update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
}

/** Ends every session of the user but the one the presented token belongs to. */
export async function revokeOtherSessions(sql: SqlRunner, userId: string, presented: string | null): Promise<void> {
  await sql.query(
    `update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null
     and family_id is distinct from (select family_id from refresh_tokens where token_hash = $2)`,
    [userId, presented ? hashOpaqueToken(presented) : ''],
  );
}

export function clearSessionCookie(config: Config, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(config));
}

export function presentedRefreshToken(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length < 200 ? value : null;
}
