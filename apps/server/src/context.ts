// What every use case, job and request handler may use. Built once at start and passed explicitly.
import type { BlobStore } from './blob/blobStore.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './email/mailer.ts';
import type { Queue } from './queue/queue.ts';

export interface AppContext {
  readonly config: Config;
  readonly database: Database;
  readonly queue: Queue;
  readonly blobs: BlobStore;
  readonly mailer: Mailer;
  /** Changes with every web build; sent as x-app-version and polled by the SPA. */
  readonly version: string;
}
