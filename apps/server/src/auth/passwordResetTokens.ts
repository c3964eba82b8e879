// One-use password reset tokens; only their hashes are stored.
import type { SqlRunner } from '../db/database.ts';

export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

export async function insertResetToken(sql: SqlRunner, userId: string, tokenHash: string): Promise<void> {
  await sql.query(
    `insert into password_reset_tokens (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
    [userId, tokenHash, PASSWORD_RESET_TTL_SECONDS],
  );
}

/** The user of an unused, unexpired token, with the token locked; null otherwise. */
export async function lockResetToken(
  sql: SqlRunner,
  userId: string,
  tokenHash: string,
): Promise<{ id: string; email: string; first_name: string; last_name: string } | null> {
  const [row] = await sql.query<{ id: string; email: string; first_name: string; last_name: string }>(
    `select t.id, u.email, u.first_name, u.last_name from password_reset_tokens t join users u on u.id = t.user_id
     where t.token_hash = $1 and t.user_id = $2 and t.used_at is null and t.expires_at > now() for update of t`,
    [tokenHash, userId],
  );
  return row ?? null;
}

export async function useAllResetTokens(sql: SqlRunner, userId: string): Promise<void> {
  await sql.query('update password_reset_tokens set used_at = now() where user_id = $1 and used_at is null', [userId]);
}
