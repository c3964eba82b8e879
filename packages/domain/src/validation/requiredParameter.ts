/**
 * Generated API client guard (product-spec §5, §8): path ids (benchmarkId, companyId) and request
 * bodies must be present; otherwise the error reads
 * 'Required parameter {name} was null or undefined when calling {operation}.'
 */
import { requiredParameterMessage } from './messages.ts';

export class RequiredError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'RequiredError';
    this.field = field;
  }
}

export function assertParamExists<T>(operation: string, name: string, value: T): asserts value is NonNullable<T> {
  if (value === null || value === undefined) throw new RequiredError(name, requiredParameterMessage(name, operation));
}
