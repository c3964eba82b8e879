// Every error leaves the API as `{ message, errors? }` (architecture doc, API conventions).
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  AlreadyExistsError,
  AppError,
  ForbiddenError,
  InsufficientCreditsError,
  NotFoundError,
  OperationFailedError,
  TooLargeError,
  UnauthenticatedError,
  ValidationError,
  WorkflowError,
} from '../errors.ts';
import { HttpError } from './context.ts';
import { fieldOf, itemNounsOf, validationMessage, type AjvIssue, type MessageContext } from './validationMessages.ts';

/** The one place where a use case's failure becomes an HTTP status. */
const STATUS_OF: readonly (readonly [abstract new (...args: never[]) => Error, number])[] = [
  [ValidationError, 400],
  [UnauthenticatedError, 401],
  [InsufficientCreditsError, 402],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [WorkflowError, 409],
  [AlreadyExistsError, 409],
  [TooLargeError, 413],
  [OperationFailedError, 500],
];

function statusOf(error: Error): number | null {
  return STATUS_OF.find(([kind]) => error instanceof kind)?.[1] ?? null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (set by `registerOperations` in app.ts). */
    operationId?: string;
  }
}

/** Turns Ajv's validation issues into `{ field: [sentence] }` a form can show. */
export function fieldErrors(issues: readonly AjvIssue[], context: MessageContext = {}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[fieldOf(issue)] ??= []).push(validationMessage(issue, context));
  return errors;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status !== null) {
      const fields = error instanceof AppError ? error.fields : undefined;
      return reply.code(status).send({ message: error.message, ...(fields ? { errors: fields } : {}) });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (error.validation) {
      return reply.code(400).send({ message: 'The request is not valid.', errors: fieldErrors(error.validation, { itemNouns: itemNounsOf(request.routeOptions.config.operationId) }) });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong' });
  });
}
