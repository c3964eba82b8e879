// The HTTP side of a request: the loose handler shape of route modules not yet typed by the
// contract (see ./handlers.ts for the typed one), and HttpError for a status chosen by a route.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/** Kept here so that route modules written before ../context.ts existed still compile. */
export type { AppContext } from '../context.ts';

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply, ctx: AppContext) => Promise<unknown>;

/** A route module maps contract operationIds to their handlers (untyped; prefer `Handlers`). */
export type OperationHandlers = Readonly<Record<string, OperationHandler>>;

/**
 * Thrown by a route for an expected failure; becomes `{ message, errors }` with the status.
 * Use cases throw the errors of ../errors.ts instead, which carry no HTTP status.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  constructor(statusCode: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}
