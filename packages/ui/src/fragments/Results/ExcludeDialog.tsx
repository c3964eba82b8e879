import { RANGE_EXCLUSION_REASONS } from '@quartile/domain';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { ChoiceSelect } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './Results.css.ts';

const OTHER = 'Other';

export interface ExcludeDialogProps {
  companyName: string | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}

/** Taking a comparable out of the range needs a documented reason (it goes into the workbook). */
export function ExcludeDialog({ companyName, isOpen, onOpenChange, onConfirm }: ExcludeDialogProps) {
  // No reason is chosen for the person: a preselected one would end up in the workbook unread.
  const [choice, setChoice] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const reason = choice === OTHER ? details.trim() : details.trim() ? `${choice}: ${details.trim()}` : (choice ?? '');

  const submit = (close: () => void) => {
    if (choice === null) {
      setChoiceError('Choose why this comparable leaves the range.');
      return;
    }
    if (!reason) {
      setError('Give a reason for excluding this comparable.');
      return;
    }
    onConfirm(reason);
    setChoice(null);
    setDetails('');
    setError(null);
    close();
  };

  return (
    <Dialog
      title={`Exclude ${companyName ?? 'this comparable'} from the range`}
      modalProps={{ isOpen, onOpenChange }}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button variant="primary" onPress={() => submit(close)}>
            Exclude from the range
          </Button>
        </>
      )}
    >
      <div className={styles.dialogBody}>
        <p className={styles.note}>
          The company stays accepted; only the range leaves it out. The reason is shown in the workbook and the audit trail.
        </p>
        <ChoiceSelect
          label="Reason"
          placeholder="Choose a reason"
          options={[...RANGE_EXCLUSION_REASONS, OTHER]}
          value={choice}
          onChange={(key) => {
            setChoice(String(key));
            setChoiceError(null);
          }}
          isInvalid={choiceError !== null}
          errorMessage={choiceError ?? undefined}
        />
        <TextField
          label={choice === OTHER ? 'Reason in your words' : 'Details (optional)'}
          value={details}
          onChange={(v) => {
            setDetails(v);
            setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
          placeholder={choice === OTHER ? 'Why this comparable is left out' : 'e.g. losses in 2022 and 2023'}
        />
      </div>
    </Dialog>
  );
}
