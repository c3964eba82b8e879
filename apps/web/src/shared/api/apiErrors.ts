// How the app reads a failed call: the server's messages per field, and the statuses pages branch on.
import { ApiError } from '@quartile/api';

/** The first server message per field of a 400 answer, for the form to show under each field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  return Object.fromEntries(Object.entries(error.errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
