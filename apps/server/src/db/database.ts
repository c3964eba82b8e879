// One SQL dialect (PostgreSQL) on two engines: embedded PGlite by default, a PostgreSQL
// server when DATABASE_URL is set. Everything above this file sees the same `Database`.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync } from 'node:fs';

export type DatabaseKind = 'pglite' | 'postgres';
/**
 * Parameterised SQL, the one way the server talks to the database (ADR 0002): every store writes
 * its statements with $1.. placeholders and types its rows with an explicit interface.
 */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs one or more statements without parameters; returns the rows of the last one. */
  exec(text: string): Promise<Record<string, unknown>[]>;
}

export interface Database {
  readonly kind: DatabaseKind;
  readonly sql: SqlRunner;
  /** Runs fn inside one transaction on one connection. */
  transaction<T>(fn: (sql: SqlRunner) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Calls onPayload with every NOTIFY on the channel (sent at commit by any instance); answers a
   * function that stops listening. On PostgreSQL this holds one dedicated connection, reconnected
   * after an error.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const runner = (q: Pick<PGlite, 'query' | 'exec'>): SqlRunner => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(text, params as unknown[]);
      return result.rows;
    },
    async exec(text: string) {
      const results = await q.exec(text);
      return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
    },
  });
  let closed = false;
  return {
    kind: 'pglite',
    sql: runner(client),
    transaction: (fn) => client.transaction((tx) => fn(runner(tx))),
    async ping() {
      if (closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await stop();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  // An idle client that errors (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const runner = (q: pg.Pool | pg.PoolClient): SqlRunner => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await q.query(text, params as unknown[]);
      return result.rows as Row[];
    },
    async exec(text: string) {
      const result = (await q.query(text)) as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return (last?.rows ?? []) as Record<string, unknown>[];
    },
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    sql: runner(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(runner(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    async close() {
      if (!pool.ended && !pool.ending) await pool.end();
    },
  };
}

/** A dedicated LISTEN connection that reconnects (after 1 s, then up to 30 s) until stopped. */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let delay = 1000;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => {
      if (stopped) return;
      client = null;
      next.end().catch(() => undefined);
      setTimeout(() => void retry(), delay).unref();
      delay = Math.min(delay * 2, 30_000);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    delay = 1000;
  };
  const retry = async () => {
    if (stopped) return;
    try {
      await connect();
    } catch {
      setTimeout(() => void retry(), delay).unref();
      delay = Math.min(delay * 2, 30_000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
