import { httpErrorMessage } from './errorMiddleware.ts';

/** A response with status >= 400, raised by the endpoint functions. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed error body (the contract's `Error`, or `InquiryError` for the inquiry form). */
  readonly body: unknown;
  /** Field errors, when the body has them. */
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, body: unknown) {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    super(typeof record.message === 'string' ? record.message : httpErrorMessage(status));
    this.status = status;
    this.body = body;
    this.errors = typeof record.errors === 'object' && record.errors !== null ? (record.errors as Record<string, string[]>) : undefined;
  }
}
