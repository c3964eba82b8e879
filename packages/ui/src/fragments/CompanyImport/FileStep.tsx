import { MAX_DATA_ROWS } from '@quartile/domain';
import { FileDrop } from '../../components/FileDrop/FileDrop.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { FileIcon } from '../../icons/icons.tsx';
import { cellText, formatBytes, formatCount } from '../../format/spreadsheet.ts';
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
      /** 1-based row number of the row the wizard found as the header (headerRow differs when chosen by hand). */
      detectedHeaderRow?: number;
      /** The sheet's first rows (the rows the header can be chosen among). */
      firstRows?: readonly (readonly unknown[])[];
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
  /** A header row chosen by hand (1-based). */
  onHeaderRowChange?: (row: number) => void;
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

/** Columns of the sheet shown in the first-rows preview; the mapping step shows them all. */
const PREVIEW_COLUMNS = 6;
/** Rows shown around the header in the first-rows preview. */
const ROWS_BELOW_HEADER = 3;
const MIN_PREVIEW_ROWS = 6;

const EMPTY_ROW = '(empty row)';

/** A row as one short line for the header row choice: its first non-empty cells. */
function rowSummary(row: readonly unknown[] | undefined): string {
  const texts = (row ?? []).map((c) => cellText(c).replace(/\s+/g, ' ').trim()).filter((t) => t !== '');
  if (texts.length === 0) return EMPTY_ROW;
  const line = texts.slice(0, 3).join(' · ');
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

type Parsed = Extract<FileStepState, { status: 'parsed' }>;

/** Which row is the header: the sheet's first rows with that row marked, and a choice of another. */
function HeaderRowChoice({ state, onHeaderRowChange }: { state: Parsed; onHeaderRowChange: (row: number) => void }) {
  const rows = state.firstRows ?? [];
  const detected = state.detectedHeaderRow ?? state.headerRow;
  const shown = rows.slice(0, Math.max(MIN_PREVIEW_ROWS, state.headerRow + ROWS_BELOW_HEADER));
  const width = Math.min(PREVIEW_COLUMNS, shown.reduce((max, r) => Math.max(max, r.length), 0));
  const byHand = state.headerRow !== detected;
  // A blank row has no column names; a row too high would leave more rows than a list may hold.
  const totalRows = state.headerRow + state.dataRows;
  const disabled = rows.flatMap((row, i) => (rowSummary(row) === EMPTY_ROW || totalRows - (i + 1) > MAX_DATA_ROWS ? [String(i + 1)] : []));
  return (
    <div className={styles.stack}>
      <p className={styles.note}>
        {byHand
          ? `Row ${state.headerRow} is the header row, chosen by you (Quartile found row ${detected}). Columns and rows are read from it.`
          : `Quartile took row ${state.headerRow} as the header row. If the column names are on another row (a title block above them), choose it.`}
      </p>
      <Select
        label="Header row"
        className={styles.control}
        selectedKey={String(state.headerRow)}
        disabledKeys={disabled}
        onSelectionChange={(key) => onHeaderRowChange(Number(key))}
      >
        {rows.map((row, i) => {
          const text = `Row ${i + 1}${i + 1 === detected ? ' (found)' : ''}: ${rowSummary(row)}`;
          return (
            <SelectItem key={i} id={String(i + 1)} textValue={text}>
              {text}
            </SelectItem>
          );
        })}
      </Select>
      {width > 0 ? (
        <div className={styles.scroll}>
          <table className={styles.grid} aria-label="First rows of the sheet">
            <tbody>
              {shown.map((row, i) => {
                const header = i + 1 === state.headerRow;
                return (
                  <tr key={i} className={header ? styles.headerRowMark : undefined} aria-current={header ? 'true' : undefined}>
                    <th scope="row" className={styles.rowNumber}>
                      {header ? (
                        <Badge tone="info" size="sm">
                          Header · {i + 1}
                        </Badge>
                      ) : (
                        i + 1
                      )}
                    </th>
                    {Array.from({ length: width }, (_, c) => {
                      const text = cellText(row[c]);
                      return (
                        <td key={c} className={styles.td} title={text}>
                          {text}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** Step 1: choose the file (drop or picker), its sheet and header row, and see what was read. */
export function FileStep({ state, onFiles, onSheetChange, onHeaderRowChange, onNext }: FileStepProps) {
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
              <dd className={styles.factValue}>
                Row {state.headerRow}
                {state.detectedHeaderRow !== undefined && state.detectedHeaderRow !== state.headerRow ? ' (chosen by you)' : ''}
              </dd>
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
          {onHeaderRowChange && state.firstRows && state.firstRows.length > 1 ? <HeaderRowChoice state={state} onHeaderRowChange={onHeaderRowChange} /> : null}
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
