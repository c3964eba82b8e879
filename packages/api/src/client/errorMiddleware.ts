import type { Middleware } from 'openapi-fetch';

/** Shown when a failed response carries no `message`: `HTTP error 500`. */
export const HTTP_ERROR_TEXT = 'HTTP error';
/** Shown when no response arrived at all (spec section 8). */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

export function httpErrorMessage(status: number): string {
  return `${HTTP_ERROR_TEXT} ${status}`;
}

export interface ApiErrorDetails {
  /** The HTTP status; undefined for a network failure. */
  status?: number;
  /** Field errors from the `Error` body, if any. */
  errors?: Record<string, string[]>;
  schemaPath: string;
}

export interface ErrorMiddlewareOptions {
  /** Show the message (an error toast in the web app). */
  onError: (message: string, details: ApiErrorDetails) => void;
  /** Calls whose screen shows its own errors (e.g. the inquiry forms' field errors). */
  ignore?: (schemaPath: string) => boolean;
}

/**
 * Spec section 8: any response >= 400 except 401 reports its `message`, or `HTTP error {status}`
 * when it has none; a request that gets no response reports the network message. 401 belongs to
 * the auth middleware. Responses are passed on unchanged.
 */
export function createErrorMiddleware({ onError, ignore }: ErrorMiddlewareOptions): Middleware {
  return {
    async onResponse({ response, schemaPath }) {
      if (response.status < 400 || response.status === 401 || ignore?.(schemaPath)) return undefined;
      const body = await readJson(response.clone());
      const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : null;
      const details: ApiErrorDetails = { status: response.status, schemaPath };
      if (isRecord(body) && isFieldErrors(body.errors)) details.errors = body.errors;
      onError(message ?? httpErrorMessage(response.status), details);
      return undefined;
    },

    onError({ error, schemaPath }) {
      if (isAbort(error) || ignore?.(schemaPath)) return undefined;
      onError(NETWORK_ERROR_MESSAGE, { schemaPath });
      return undefined;
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    isRecord(value) && Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
