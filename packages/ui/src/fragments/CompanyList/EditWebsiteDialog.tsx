import type { Company } from '@quartile/api';
import { MESSAGES, isValidUrl } from '@quartile/domain';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './CompanyList.css.ts';

export interface EditWebsiteDialogProps {
  company: Company;
  onClose: () => void;
  /** Saves the website; answers an error message to show, or null when saved. */
  onSave: (website: string) => Promise<string | null>;
  /** Marks the current website as checked by a person (URL manually validated). */
  onValidate?: () => Promise<string | null>;
  isPending?: boolean;
}

/** The edit-website dialog (spec section 2): fix the URL, or confirm the current one is right. */
export function EditWebsiteDialog({ company, onClose, onSave, onValidate, isPending }: EditWebsiteDialogProps) {
  const [value, setValue] = useState(company.website ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const text = value.trim();
    if (!text) return setError(MESSAGES.requiredField);
    if (!isValidUrl(text)) return setError(MESSAGES.invalidUrlFormat);
    const failure = await onSave(text);
    if (failure) setError(failure);
    else onClose();
  };
  const validate = async () => {
    const failure = await onValidate?.();
    if (failure) setError(failure);
    else onClose();
  };
  return (
    <Dialog
      title={`Edit website of ${company.name?.trim() || `row ${company.row ?? ''}`}`}
      modalProps={{ isOpen: true, onOpenChange: (open) => !open && onClose() }}
      footer={(close) => (
        <>
          <Button onPress={close} isDisabled={isPending}>
            Cancel
          </Button>
          {onValidate && company.website && !company.invalid_url ? (
            <Button onPress={() => void validate()} isDisabled={isPending}>
              Website is correct
            </Button>
          ) : null}
          <Button variant="primary" onPress={() => void save()} isPending={isPending}>
            Save website
          </Button>
        </>
      )}
    >
      <div className={styles.drawerBody}>
        {company.url_issue ? <p className={styles.note}>Reported issue: {company.url_issue}</p> : null}
        <TextField
          label="Website"
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          isInvalid={!!error}
          errorMessage={error ?? undefined}
          description="For example www.example.com or https://example.com"
          // The dialog exists to edit this one field.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </div>
    </Dialog>
  );
}
