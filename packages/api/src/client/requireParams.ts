/** Thrown before any request when a required path id or body is missing (spec section 5). */
export class RequiredParameterError extends Error {
  override readonly name = 'RequiredParameterError';
  readonly parameter: string;
  readonly operation: string;

  constructor(parameter: string, operation: string) {
    super(`Required parameter ${parameter} was null or undefined when calling ${operation}.`);
    this.parameter = parameter;
    this.operation = operation;
  }
}

type Present<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/** Returns the params with null and undefined ruled out, or throws RequiredParameterError for the first missing one. */
export function requireParams<T extends Record<string, unknown>>(operation: string, params: T): Present<T> {
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) throw new RequiredParameterError(name, operation);
  }
  return params as Present<T>;
}
