// The If-Match header of an optimistic write (ADR 0007): the record's version as the client read it.
import type { FastifyRequest } from 'fastify';

export function ifMatchOf(request: FastifyRequest): string | undefined {
  const value = request.headers['if-match'];
  return typeof value === 'string' ? value : undefined;
}
