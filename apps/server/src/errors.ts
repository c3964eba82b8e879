// The expected failures of use cases, in the words of the domain. Use cases throw them without
// knowing about HTTP; http/errors.ts maps each kind to its status in one place.

/** An expected failure whose message is shown to the user as it is. */
export abstract class AppError extends Error {
  /** Field-level messages a form can show next to its inputs. */
  readonly fields: Record<string, string[]> | undefined;
  constructor(message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = new.target.name;
    this.fields = fields;
  }
}

/** The thing asked for does not exist, or belongs to another firm (-> 404). */
export class NotFoundError extends AppError {}

/** The input breaks a rule (-> 400); `fields` says which inputs and why. */
export class ValidationError extends AppError {}

/** Nobody signed in, or the session is no longer valid (-> 401). */
export class UnauthenticatedError extends AppError {}

/** Signed in, but not allowed to do this (-> 403). */
export class ForbiddenError extends AppError {}

/** The firm has no credits left for this (-> 402). */
export class InsufficientCreditsError extends AppError {}

/**
 * The record's state does not allow this step now, or it changed since it was read (-> 409).
 * The domain's decision rules throw it too, so there is one such error in the whole system;
 * `code` names the rule (e.g. 'alreadyRunning', 'staleVersion').
 */
export { WorkflowError } from '@quartile/domain';

/** What the input would create exists already, e.g. an account for the e-mail (-> 409); `fields` names the input. */
export class AlreadyExistsError extends AppError {}

/** A file or a batch is larger than allowed (-> 413). */
export class TooLargeError extends AppError {}

/** Something outside our control failed; the message says what the user can do (-> 500). */
export class OperationFailedError extends AppError {}
