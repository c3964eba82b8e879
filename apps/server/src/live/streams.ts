// Open server-sent-event streams per app, ended when the app closes (preClose), so a rolling
// restart does not wait for them and the browsers reconnect to another instance.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

const open = new WeakMap<FastifyInstance, Set<ServerResponse>>();

export function trackStream(app: FastifyInstance, raw: ServerResponse): () => void {
  const set = open.get(app) ?? new Set<ServerResponse>();
  open.set(app, set);
  set.add(raw);
  return () => set.delete(raw);
}

export function endStreams(app: FastifyInstance): void {
  for (const raw of open.get(app) ?? []) raw.end();
  open.delete(app);
}
