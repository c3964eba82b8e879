import { useState, type FormEvent } from 'react';
import type { FieldErrors } from './authValidation.ts';

const NO_ERRORS = {};

/**
 * Form state of the sign-in screens: values, client messages shown after the first submit,
 * server messages shown until their field is edited, focus moved to the first invalid field.
 */
export function useAuthForm<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => FieldErrors<K>,
  onValid: (values: Record<K, string>, helpers: { reset: () => void }) => void,
  serverErrors: FieldErrors<K> = NO_ERRORS,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<K>>(new Set());
  const [seenServerErrors, setSeenServerErrors] = useState(serverErrors);

  // New server messages make their fields "unedited" again (state follows props, no effect).
  if (seenServerErrors !== serverErrors) {
    setSeenServerErrors(serverErrors);
    setEdited(new Set());
  }

  const clientErrors: FieldErrors<K> = submitted ? validate(values) : {};
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(values) as K[]) {
    const message = clientErrors[key] ?? (edited.has(key) ? undefined : serverErrors[key]);
    if (message) errors[key] = message;
  }

  const field = (key: K) => ({
    value: values[key],
    onChange: (value: string) => {
      setValues((old) => ({ ...old, [key]: value }));
      setEdited((old) => new Set(old).add(key));
    },
    isInvalid: Boolean(errors[key]),
    errorMessage: errors[key],
  });

  /** Back to the initial values, with no messages (after a successful submit). */
  const reset = () => {
    setValues(initial);
    setSubmitted(false);
    setEdited(new Set());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(values)).length > 0) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus());
      return;
    }
    onValid(values, { reset });
  };

  return { values, field, onSubmit, errors, reset };
}
