// Applies the SQL files in ./migrations in name order, each once, each in its own transaction.
// On PostgreSQL an advisory lock keeps two instances starting together from racing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
const MIGRATION_LOCK_ID = 7_262_001;

export function listMigrations(): { name: string; sql: string }[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(migrationsDir, name), 'utf8') }));
}

export async function migrate(database: Database): Promise<string[]> {
  const applied: string[] = [];
  await database.transaction(async (sql) => {
    if (database.kind === 'postgres') await sql.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await sql.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set((await sql.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    for (const migration of listMigrations()) {
      if (done.has(migration.name)) continue;
      await sql.exec(migration.sql);
      await sql.query('insert into schema_migrations (name) values ($1)', [migration.name]);
      applied.push(migration.name);
    }
  });
  return applied;
}
