// The job queue lives in the same database as the data (pg-boss), so any number of worker
// processes on any number of machines share the work. On PGlite, pg-boss talks through a
// small adapter: parameterless (multi-statement) SQL goes to `exec`, the rest to `query`.
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';

export type Queue = PgBoss;

export interface QueueOptions {
  /** Seconds between maintenance runs; tests shorten it. */
  readonly maintenanceIntervalSeconds?: number;
  /** Seconds between looks for expired (lost) active jobs, which are then retried. */
  readonly superviseIntervalSeconds?: number;
}

export function createQueue(database: Database, connectionString: string | null, options: QueueOptions = {}): Queue {
  const common = {
    schema: 'pgboss',
    application_name: 'quartile',
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
    // Expired (lost) active jobs are failed into a retry by the monitor step of supervision,
    // which runs at most once per monitor interval across all instances.
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 60,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 60,
  };
  if (database.kind === 'postgres' && connectionString) {
    return new PgBoss({ ...common, connectionString, max: 4 });
  }
  return new PgBoss({
    ...common,
    db: {
      async executeSql(text: string, values?: unknown[]) {
        if (!values || values.length === 0) return { rows: await database.sql.exec(text) };
        return { rows: await database.sql.query(text, values) };
      },
    },
  });
}
