// Runs signed-in work inside one transaction as the non-superuser role quartile_app with
// app.firm_id set, so PostgreSQL row-level security hides every other firm's rows (0003_identity.sql).
// Handlers still filter by firm explicitly; this is the second wall.
import type { Database, SqlRunner } from './database.ts';

export function withFirm<T>(database: Database, firmId: string, fn: (sql: SqlRunner) => Promise<T>): Promise<T> {
  return database.transaction(async (sql) => {
    await sql.query("select set_config('app.firm_id', $1, true)", [firmId]);
    await sql.exec('set local role quartile_app');
    return fn(sql);
  });
}
