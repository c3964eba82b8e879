import { useState } from 'react';
import { fieldErrorsOf } from '../api/apiErrors.ts';

/**
 * A create or edit dialog and its form's messages: one for the whole form and the server's per field, cleared when
 * the dialog opens and on each attempt.
 */
export function useDialogForm<K extends string = string>() {
  const [isOpen, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<K, string>>>({});
  const clear = () => {
    setFormError(null);
    setFieldErrors({});
  };
  /** Opens the dialog without the messages of its last attempt. */
  const open = () => {
    clear();
    setOpen(true);
  };
  const close = () => setOpen(false);
  /** The dialog's modal props: while its request is `pending` it stays open. */
  const modalProps = (pending: boolean) => ({
    isOpen,
    onOpenChange: (next: boolean) => !pending && setOpen(next),
    isDismissable: !pending,
  });
  /** What the dialog's form takes from it: cancel closes, and the pending state and messages. */
  const formProps = (pending: boolean) => ({ onCancel: close, isPending: pending, formError, fieldErrors });
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
  return { formError, fieldErrors, clear, submit, isOpen, open, close, modalProps, formProps };
}
