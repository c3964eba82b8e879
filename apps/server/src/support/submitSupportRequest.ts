// A signed-in user's message to the provider's support team: stored, then e-mailed to support.
import type { AppContext } from '../context.ts';
import type { AuthContext } from '../auth/guard.ts';
import { findUserById } from '../auth/users.ts';
import { insertSupportRequest } from './supportStore.ts';

export const SUPPORT_RECEIVED = 'Thanks, your message reached our support team. We reply within one business day.';

export async function submitSupportRequest(
  ctx: AppContext,
  auth: AuthContext,
  input: { subject: string; message: string },
): Promise<{ message: string }> {
  const subject = input.subject.trim();
  const message = input.message.trim();
  const user = await findUserById(ctx.database.sql, auth.userId);
  await insertSupportRequest(ctx.database.sql, auth.firmId, auth.userId, subject, message);
  await ctx.mailer.send({
    to: ctx.config.supportEmail,
    subject: `[Support] ${subject}`,
    text: `From: ${user?.first_name} ${user?.last_name} <${user?.email}> (${user?.firm_name})\n\n${message}\n`,
  });
  return { message: SUPPORT_RECEIVED };
}
