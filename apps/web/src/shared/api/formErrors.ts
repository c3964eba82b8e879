// Turns a failed call into what a form shows: messages on the fields the form has, and a
// form-level message for the rest (the error toast is shown by the API middleware).
import { ApiError, NETWORK_ERROR_MESSAGE } from '@quartile/api';

export interface FormFailure<K extends string> {
  formError: string | null;
  fieldErrors: Partial<Record<K, string>>;
}

export function formFailure<K extends string>(error: unknown, fields: readonly K[]): FormFailure<K> {
  if (!(error instanceof ApiError)) {
    return { formError: error instanceof TypeError ? NETWORK_ERROR_MESSAGE : error instanceof Error ? error.message : NETWORK_ERROR_MESSAGE, fieldErrors: {} };
  }
  const fieldErrors: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const first = error.errors?.[field]?.[0];
    if (first) fieldErrors[field] = first;
  }
  const onFields = Object.keys(fieldErrors).length > 0;
  return { formError: onFields && Object.values(fieldErrors).includes(error.message) ? null : error.message, fieldErrors };
}
