import { useState } from 'react';
import { formFailure } from '../api/formErrors.ts';

/**
 * A form the server checks: whether it is being sent, the server's messages by field, and `submit`, which
 * resolves true when the request succeeds (the fragment then resets) and false, with the messages shown, when it fails.
 */
export function useServerForm<K extends string>(fields: readonly K[]) {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<K, string>>>({});
  const submit = async (request: () => Promise<unknown>): Promise<boolean> => {
    setPending(true);
    setFieldErrors({});
    try {
      await request();
      return true;
    } catch (error) {
      setFieldErrors(formFailure(error, fields).fieldErrors);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, fieldErrors, submit };
}
