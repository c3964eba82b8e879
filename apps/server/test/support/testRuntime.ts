// Server tests run once per database engine (QUARTILE_TEST_DB=pglite|postgres, set by
// scripts/test-all.ts). On PostgreSQL every test file gets a fresh database, dropped afterwards.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { buildApp } from '../../src/http/app.ts';
import { openRuntime, type Runtime } from '../../src/runtime.ts';

export const testDbKind = (process.env.QUARTILE_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
export const postgresAdminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestServer {
  readonly runtime: Runtime;
  readonly app: FastifyInstance;
  readonly config: Config;
  close(): Promise<void>;
}

/** A fresh, empty PostgreSQL database named `<prefix><random>`, and how to drop it. */
export async function createPostgresDatabase(prefix: string, randomLength = 16): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}${randomUUID().replace(/-/g, '').slice(0, randomLength)}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function createTestDatabase(): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  if (testDbKind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, url: null, drop: async () => undefined };
  }
  const { url, drop } = await createPostgresDatabase('quartile_test_');
  const database = await openDatabase({ kind: 'postgres', url });
  return { database, url, drop };
}

/** The configuration of a test server: test secrets, the fixture web build, relaxed rate limits. */
export function testConfig(databaseUrl: string | null, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789',
    COOKIE_SECRET: 'test-cookie-secret-0123456789abcdef012345',
    WEB_DIST_DIR: 'apps/server/test/fixtures/web-dist',
    RATE_LIMIT_SCALE: '50',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}

/** The runtime and the HTTP app on an open database, ready for requests. */
export async function startApp(config: Config, database: Database): Promise<{ runtime: Runtime; app: FastifyInstance }> {
  const runtime = await openRuntime(config, database);
  const app = await buildApp(runtime, { logger: false });
  await app.ready();
  return { runtime, app };
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { database, url, drop } = await createTestDatabase();
  const config = testConfig(url, { PUBLIC_URL: 'http://localhost:3000', ...env });
  const { runtime, app } = await startApp(config, database);
  return {
    runtime,
    app,
    config,
    async close() {
      await app.close();
      await runtime.close();
      await drop();
    },
  };
}
