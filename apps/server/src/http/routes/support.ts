// POST /api/support/: a signed-in user's message to the provider's support team (stored and e-mailed).
import { requireAuth } from '../../auth/guard.ts';
import { findUserById } from '../../auth/users.ts';
import type { OperationHandlers } from '../context.ts';

export const SUPPORT_RECEIVED = 'Thanks, your message reached our support team. We reply within one business day.';

export const supportHandlers: OperationHandlers = {
  async submitSupportRequest(request, reply, ctx) {
    const auth = requireAuth(request);
    const { subject, message } = request.body as { subject: string; message: string };
    const user = await findUserById(ctx.database.sql, auth.userId);
    await ctx.database.sql.query('insert into support_requests (firm_id, user_id, subject, message) values ($1, $2, $3, $4)', [
      auth.firmId,
      auth.userId,
      subject.trim(),
      message.trim(),
    ]);
    await ctx.mailer.send({
      to: ctx.config.supportEmail,
      subject: `[Support] ${subject.trim()}`,
      text: `From: ${user?.first_name} ${user?.last_name} <${user?.email}> (${user?.firm_name})\n\n${message.trim()}\n`,
    });
    reply.code(201);
    return { message: SUPPORT_RECEIVED };
  },
};
