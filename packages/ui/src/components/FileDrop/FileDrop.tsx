import { useState } from 'react';
import { DropZone, type DropZoneProps, FileTrigger, Text } from 'react-aria-components';
import { UploadIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './FileDrop.css.ts';

export interface FileDropProps extends Omit<DropZoneProps, 'onDrop' | 'children' | 'className' | 'getDropOperation'> {
  /** Called with accepted files, from a drop or the file picker. */
  onFiles: (files: File[]) => void;
  /** File extensions or MIME types, e.g. ['.xlsx', '.csv']. */
  acceptedFileTypes?: string[];
  allowsMultiple?: boolean;
  title?: string;
  hint?: string;
  buttonLabel?: string;
}

function matches(file: File, accepted: string[] | undefined): boolean {
  if (!accepted?.length) return true;
  const name = file.name.toLowerCase();
  return accepted.some((type) => (type.startsWith('.') ? name.endsWith(type.toLowerCase()) : file.type === type));
}

/** Drag-and-drop area (RAC DropZone) with a keyboard-accessible file picker (RAC FileTrigger). */
export function FileDrop({
  onFiles,
  acceptedFileTypes,
  allowsMultiple = false,
  title = 'Drop your company list here',
  hint,
  buttonLabel = 'Choose file',
  isDisabled,
  ...props
}: FileDropProps) {
  const [rejected, setRejected] = useState<string | null>(null);
  const accept = (files: File[]) => {
    const ok = files.filter((f) => matches(f, acceptedFileTypes));
    const chosen = allowsMultiple ? ok : ok.slice(0, 1);
    setRejected(ok.length < files.length ? `Not accepted: ${files.filter((f) => !ok.includes(f)).map((f) => f.name).join(', ')}` : null);
    if (chosen.length) onFiles(chosen);
  };
  return (
    <DropZone
      {...props}
      isDisabled={isDisabled}
      className={styles.zone}
      onDrop={async (event) => {
        const files = await Promise.all(
          event.items.filter((item) => item.kind === 'file').map((item) => (item as { getFile: () => Promise<File> }).getFile()),
        );
        accept(files);
      }}
    >
      <span className={styles.icon} aria-hidden="true">
        <UploadIcon size={20} />
      </span>
      <Text slot="label" className={styles.title}>
        {title}
      </Text>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
      <FileTrigger
        acceptedFileTypes={acceptedFileTypes}
        allowsMultiple={allowsMultiple}
        onSelect={(list) => accept(list ? Array.from(list) : [])}
      >
        <Button size="sm" isDisabled={isDisabled}>
          {buttonLabel}
        </Button>
      </FileTrigger>
      {rejected ? (
        <span role="alert" className={styles.rejection}>
          {rejected}
        </span>
      ) : null}
    </DropZone>
  );
}
