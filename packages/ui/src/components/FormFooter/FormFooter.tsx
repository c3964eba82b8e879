import { Button } from '../Button/Button.tsx';
import { AlertIcon } from '../../icons/icons.tsx';
import * as styles from '../../styles/form.css.ts';

export interface FormFooterProps {
  /** A problem with the whole form (not one field), announced as an alert above the buttons. */
  error?: string | null;
  submitLabel: string;
  isPending?: boolean;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
}

/** The end of a create/edit form: the form-level error, then Cancel and the submit button on the right. */
export function FormFooter({ error, submitLabel, isPending, onCancel }: FormFooterProps) {
  return (
    <>
      {error ? (
        <div role="alert" className={styles.alert}>
          <AlertIcon className={styles.alertIcon} />
          <span>{error}</span>
        </div>
      ) : null}
      <div className={styles.actions}>
        {onCancel ? (
          <Button onPress={onCancel} isDisabled={isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" variant="primary" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
