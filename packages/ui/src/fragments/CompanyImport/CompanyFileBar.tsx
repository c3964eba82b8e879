import type { UploadedFile } from '@quartile/api';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { AlertDialog } from '../../components/Dialog/Dialog.tsx';
import { FileIcon, TrashIcon } from '../../icons/icons.tsx';
import { formatBytes, formatCount } from '../../format/spreadsheet.ts';
import * as styles from '../../styles/wizard.css.ts';

export interface CompanyFileBarProps {
  file: UploadedFile;
  onDelete: () => Promise<void> | void;
  isDeleting?: boolean;
  /** Opens the confirmation at once (stories, deep links). */
  defaultOpen?: boolean;
}

function uploadedOn(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** The one uploaded company list; deleting it (after confirming) is the way to upload another. */
export function CompanyFileBar({ file, onDelete, isDeleting, defaultOpen = false }: CompanyFileBarProps) {
  const [open, setOpen] = useState(defaultOpen);
  const notImported = file.imported_count === 0;
  return (
    <div className={styles.fileBar}>
      <div className={styles.stackTight}>
        <span className={styles.fileName}>
          <FileIcon aria-hidden="true" /> {file.filename}
        </span>
        <span className={styles.note}>
          {notImported
            ? `Uploaded on ${uploadedOn(file.uploaded_at)}; no companies were imported from it. Delete it to upload the list again.`
            : `${formatCount(file.imported_count)} companies imported on ${uploadedOn(file.uploaded_at)} · ${formatBytes(file.size_bytes)}`}
        </span>
      </div>
      <Button onPress={() => setOpen(true)} isDisabled={isDeleting}>
        <TrashIcon aria-hidden="true" /> {notImported ? 'Delete file' : 'Delete file to upload another'}
      </Button>
      <AlertDialog
        title="Delete the company list?"
        confirmLabel="Delete file"
        variant="danger"
        isPending={isDeleting}
        modalProps={{ isOpen: open, onOpenChange: setOpen }}
        onConfirm={() => {
          void Promise.resolve(onDelete()).finally(() => setOpen(false));
        }}
      >
        {notImported
          ? `${file.filename} will be deleted. Only one file can exist per benchmark; then you can upload a new one.`
          : `Deleting ${file.filename} marks all ${formatCount(file.imported_count)} imported companies as deleted, with their analysis. Only one file can exist per benchmark; then you can upload a new one.`}
      </AlertDialog>
    </div>
  );
}
