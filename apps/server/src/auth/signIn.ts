// Sign-in and registration. The session itself (its cookie) is started by the caller's `start`,
// inside the same transaction.
import type { AppContext } from '../context.ts';
import type { SqlRunner } from '../db/database.ts';
import { AlreadyExistsError, ValidationError } from '../errors.ts';
import { AUTH_MESSAGES } from './authMessages.ts';
import { assertPassword } from './passwordRules.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { IssuedSession } from './sessions.ts';
import { findUserByEmail, insertFirm, insertUser } from './users.ts';

export type StartSession = (sql: SqlRunner, userId: string) => Promise<IssuedSession>;

// A fixed hash to verify against when the e-mail is unknown, so both paths take as long.
const DUMMY_HASH = await hashPassword('timing-equaliser-not-a-password-1');

export async function login(ctx: AppContext, email: string, password: string, start: StartSession): Promise<IssuedSession> {
  const user = await findUserByEmail(ctx.database.sql, email);
  const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, password);
  if (!user || !ok) throw new ValidationError(AUTH_MESSAGES.badCredentials);
  return ctx.database.transaction((sql) => start(sql, user.id));
}

export interface Registration {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly password: string;
  readonly firm_name: string;
}

/** A new firm with its owner, signed in. */
export async function register(ctx: AppContext, input: Registration, start: StartSession): Promise<IssuedSession> {
  assertPassword(input.password, { email: input.email, firstName: input.first_name, lastName: input.last_name });
  const passwordHash = await hashPassword(input.password);
  return ctx.database.transaction(async (sql) => {
    if (await findUserByEmail(sql, input.email)) throw new AlreadyExistsError(AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });
    const firmId = await insertFirm(sql, input.firm_name.trim());
    const userId = await insertUser(sql, {
      firmId,
      email: input.email.trim(),
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      passwordHash,
      isEmployee: true,
      role: 'owner',
    });
    return start(sql, userId);
  });
}
