import { useState } from 'react';
import { formFailure, type FormFailure } from '../../shared/api/formErrors.ts';

/** Pending flag and failure of one form submission. */
export function useSubmit<K extends string>(fields: readonly K[]) {
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<FormFailure<K>>({ formError: null, fieldErrors: {} });

  async function run<T>(call: () => Promise<T>): Promise<T | null> {
    setPending(true);
    setFailure({ formError: null, fieldErrors: {} });
    try {
      return await call();
    } catch (error) {
      setFailure(formFailure(error, fields));
      return null;
    } finally {
      setPending(false);
    }
  }

  return { isPending, formError: failure.formError, fieldErrors: failure.fieldErrors, run };
}
