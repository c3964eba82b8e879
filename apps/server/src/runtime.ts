// Opens what a server or worker process needs: the database (migrated), the queue and the blob store.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabaseBlobStore } from './blob/blobStore.ts';
import type { Config } from './config/config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { lockEmbeddedDatabase } from './db/embeddedLock.ts';
import type { AppContext } from './context.ts';
import { computeVersion } from './http/webApp.ts';
import { createQueue } from './queue/queue.ts';
import { createMailer } from './email/mailer.ts';
import { closeChangeHub } from './live/changeHub.ts';
import { stopItemRunners } from './runs/runWorkers.ts';

const serverPackage = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as { version: string };

export interface Runtime extends AppContext {
  /** Stops the queue and closes the database, in that order. */
  close(): Promise<void>;
}

/** Opens the configured database (taking the embedded database's one-process lock) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl) return { database: await openDatabase({ kind: 'postgres', url: config.databaseUrl }), release: () => undefined };
  const release = lockEmbeddedDatabase(config.dataDir);
  try {
    return { database: await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') }), release };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openRuntime(config: Config, database?: Database): Promise<Runtime> {
  const opened = database ? { database, release: () => undefined } : await openConfiguredDatabase(config);
  const db = opened.database;
  await migrate(db);
  const queue = createQueue(db, config.databaseUrl, { superviseIntervalSeconds: config.analyst.queueSuperviseSeconds });
  queue.on('error', (error: unknown) => console.error('queue error', error));
  await queue.start();
  return {
    config,
    database: db,
    queue,
    blobs: createDatabaseBlobStore(db),
    mailer: createMailer(db, config.smtpUrl),
    version: computeVersion(config.webDistDir, serverPackage.version),
    async close() {
      await stopItemRunners(db);
      await queue.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
      await closeChangeHub(db);
      await db.close();
      opened.release();
    },
  };
}
