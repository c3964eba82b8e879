import { FileDrop } from '../../components/FileDrop/FileDrop.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { FileIcon } from '../../icons/icons.tsx';
import { formatBytes, formatCount } from '../../format/spreadsheet.ts';
import * as styles from '../../styles/wizard.css.ts';

export type ParseStage = 'reading' | 'parsing' | 'mapping';

export type FileStepState =
  | { status: 'idle' }
  | { status: 'parsing'; fileName: string; fileSize: number; stage: ParseStage }
  | {
      status: 'parsed';
      fileName: string;
      fileSize: number;
      sheetNames: readonly string[];
      sheet: string | null;
      /** 1-based row number of the header row in the file. */
      headerRow: number;
      dataRows: number;
      columns: number;
      /** Columns the recognizer knew. */
      recognized: number;
    }
  | { status: 'error'; fileName?: string; message: string };

export interface FileStepProps {
  state: FileStepState;
  onFiles: (files: File[]) => void;
  onSheetChange: (sheet: string) => void;
  onNext: () => void;
}

export const ACCEPTED_TYPES = ['.csv', '.xlsx', '.xls'];
const STAGE_TEXT: Record<ParseStage, string> = {
  reading: 'Reading the file…',
  parsing: 'Reading the rows…',
  mapping: 'Recognizing the columns…',
};
/** Above this size the wizard says reading may take a moment. */
const LARGE_FILE_BYTES = 2 * 1024 * 1024;

/** Step 1: choose the file (drop or picker), its sheet, and see what was read. */
export function FileStep({ state, onFiles, onSheetChange, onNext }: FileStepProps) {
  const parsing = state.status === 'parsing';
  return (
    <section className={styles.stack} aria-labelledby="file-step-title">
      <h3 id="file-step-title" className={styles.subheading}>
        Choose the company list
      </h3>
      <p className={styles.note}>
        The export from Orbis, TP Catalyst or Capital IQ, or your own spreadsheet: CSV, XLSX or XLS up to 20 MB. The file is read in your browser;
        the original is stored with the study for audit.
      </p>
      <FileDrop
        onFiles={onFiles}
        acceptedFileTypes={ACCEPTED_TYPES}
        isDisabled={parsing}
        title="Drop your company list here"
        hint="CSV, XLSX or XLS, up to 20 MB"
        buttonLabel={state.status === 'parsed' ? 'Choose another file' : 'Choose file'}
      />
      {state.status === 'parsing' ? (
        <div className={styles.stack}>
          <ProgressBar label={`${STAGE_TEXT[state.stage]} ${state.fileName}`} isIndeterminate />
          {state.fileSize > LARGE_FILE_BYTES ? (
            <p className={styles.note}>A large file ({formatBytes(state.fileSize)}) takes a few seconds; the page stays usable meanwhile.</p>
          ) : null}
        </div>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert" className={styles.error}>
          {state.fileName ? `${state.fileName}: ` : ''}
          {state.message}
        </p>
      ) : null}
      {state.status === 'parsed' ? (
        <div className={styles.stack}>
          <p className={styles.fileName}>
            <FileIcon aria-hidden="true" /> {state.fileName}
          </p>
          {state.sheetNames.length > 1 ? (
            <Select
              label="Sheet"
              className={styles.control}
              selectedKey={state.sheet}
              onSelectionChange={(key) => onSheetChange(String(key))}
              description={state.sheetNames.some((n) => /search\s*summary/i.test(n)) ? 'The "Search summary" sheet holds the search, not the companies.' : undefined}
            >
              {state.sheetNames.map((name) => (
                <SelectItem key={name} id={name}>
                  {name}
                </SelectItem>
              ))}
            </Select>
          ) : null}
          <dl className={styles.facts} aria-label="What was read">
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Size</dt>
              <dd className={styles.factValue}>{formatBytes(state.fileSize)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Header row</dt>
              <dd className={styles.factValue}>Row {state.headerRow}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Rows below it</dt>
              <dd className={styles.factValue}>{formatCount(state.dataRows)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Columns recognized</dt>
              <dd className={styles.factValue}>
                {state.recognized} of {state.columns}
              </dd>
            </div>
          </dl>
        </div>
      ) : null}
      <div className={styles.footer}>
        <Button variant="primary" isDisabled={state.status !== 'parsed'} onPress={onNext}>
          Next: map columns
        </Button>
      </div>
    </section>
  );
}
