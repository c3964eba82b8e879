// A signed-in user's message to the provider's support team: stored, then e-mailed to support.
import type { AuthContext } from '../auth/guard.ts';
import { findUserById } from '../auth/users.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { insertSupportRequest } from './supportStore.ts';

export const SUPPORT_RECEIVED = 'Thanks, your message reached our support team. We reply within one business day.';

export async function submitSupportRequest(
  database: Database,
  config: Config,
  mailer: Mailer,
  auth: AuthContext,
  input: { subject: string; message: string },
): Promise<{ message: string }> {
  const subject = input.subject.trim();
  const message = input.message.trim();
  const user = await findUserById(database.sql, auth.userId);
  await insertSupportRequest(database.sql, auth.firmId, auth.userId, subject, message);
  await mailer.send({
    to: config.supportEmail,
    subject: `[Support] ${subject}`,
    text: `From: ${user?.first_name} ${user?.last_name} <${user?.email}> (${user?.firm_name})\n\n${message}\n`,
  });
  return { message: SUPPORT_RECEIVED };
}
