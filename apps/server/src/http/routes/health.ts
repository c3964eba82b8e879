// GET /api/health/: liveness plus a database round trip; 503 when the database does not answer.
import type { Handlers } from '../handlers.ts';

export const healthHandlers = {
  async getHealth(_request, reply, ctx) {
    try {
      await ctx.database.ping();
      return { status: 'ok', database: ctx.database.kind, version: ctx.version };
    } catch {
      reply.code(503);
      return { status: 'error', database: ctx.database.kind, version: ctx.version };
    }
  },
} satisfies Handlers;
