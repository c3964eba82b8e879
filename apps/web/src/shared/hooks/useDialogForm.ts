import { useState } from 'react';
import { fieldErrorsOf } from '../api/apiErrors.ts';

/**
 * The messages of a create or edit dialog's form: one for the whole form and the server's per field, cleared when
 * the dialog opens and on each attempt.
 */
export function useDialogForm<K extends string = string>() {
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<K, string>>>({});
  const clear = () => {
    setFormError(null);
    setFieldErrors({});
  };
  /** Runs the request; when it fails, `failure` shows above the buttons and the server's messages by their fields. */
  const submit = async (request: () => Promise<void>, failure: string) => {
    clear();
    try {
      await request();
    } catch (error) {
      setFormError(failure);
      setFieldErrors(fieldErrorsOf(error) as Partial<Record<K, string>>);
    }
  };
  return { formError, fieldErrors, clear, submit };
}
