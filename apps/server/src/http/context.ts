// What every request handler may use. Built once at start and passed explicitly.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStore } from '../blob/blobStore.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import type { Queue } from '../queue/queue.ts';

export interface AppContext {
  readonly config: Config;
  readonly database: Database;
  readonly queue: Queue;
  readonly blobs: BlobStore;
  readonly mailer: Mailer;
  /** Changes with every web build; sent as x-app-version and polled by the SPA. */
  readonly version: string;
}

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply, ctx: AppContext) => Promise<unknown>;

/** A route module maps contract operationIds to their handlers. */
export type OperationHandlers = Readonly<Record<string, OperationHandler>>;

/** Thrown by handlers for an expected failure; becomes `{ message, errors }` with the status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  constructor(statusCode: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}
