// Cookie-authenticated calls (refresh, logout) refuse requests from another origin: a second
// line behind SameSite=Strict. Requests without an Origin header (not from a browser) pass.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { HttpError } from './context.ts';

export function assertSameOrigin(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new HttpError(403, 'Cross-site request refused.');
  }
  const allowed = new Set([new URL(config.publicUrl).host, request.headers.host ?? '']);
  if (!allowed.has(host)) throw new HttpError(403, 'Cross-site request refused.');
}
