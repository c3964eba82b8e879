import { FINANCIAL_YEAR_MAX, FINANCIAL_YEAR_MIN, IMPORT_METRIC_LABELS, IMPORT_METRICS, type ImportMetric } from '@quartile/domain';
import { useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { AlertDialog } from '../../components/Dialog/Dialog.tsx';
import { FileDrop } from '../../components/FileDrop/FileDrop.tsx';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { ColumnSelect } from '../../components/ColumnSelect/ColumnSelect.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import * as styles from '../../styles/wizard.css.ts';
import { Box } from '../../components/Box/Box.tsx';
import { listReset } from '../../styles/utilities.css.ts';

export type MatchField = 'bvd_id' | 'name' | 'country';
const MATCH_LABELS: Record<MatchField, string> = { bvd_id: 'BvD ID', name: 'Company name', country: 'Country' };
const YEARS = Array.from({ length: FINANCIAL_YEAR_MAX - FINANCIAL_YEAR_MIN + 1 }, (_, i) => FINANCIAL_YEAR_MIN + i);

export type RollForwardStage =
  | { status: 'idle' }
  | { status: 'parsing'; fileName: string }
  | { status: 'error'; message: string }
  | {
      status: 'mapping';
      fileName: string;
      headers: readonly string[];
      year: number;
      match: Partial<Record<MatchField, number>>;
      metrics: Partial<Record<ImportMetric, number>>;
      error?: string | null;
    }
  | { status: 'matched'; fileName: string; year: number; matched: number; matchedByBvd: number; replaces: boolean; unmatched: readonly string[] }
  | { status: 'imported'; year: number; updated: number };

export interface RollForwardPanelProps {
  years: readonly number[];
  stage: RollForwardStage;
  onFiles: (files: File[]) => void;
  onYearChange: (year: number) => void;
  onMatchChange: (field: MatchField, column: number | null) => void;
  onMetricChange: (metric: ImportMetric, column: number | null) => void;
  onProcess: () => void;
  onImport: () => void;
  onReset: () => void;
  onRemoveYear: (year: number) => void;
  isWorking?: boolean;
  removingYear?: number | null;
}

/** Year-on-year roll-forward: add a newer export's year to the companies it matches, or remove a year. */
export function RollForwardPanel(props: RollForwardPanelProps) {
  const { years, stage, isWorking } = props;
  const [confirmYear, setConfirmYear] = useState<number | null>(null);
  return (
    <div className={styles.root}>
      <section className={styles.stack} aria-labelledby="yoy-years">
        <h3 id="yoy-years" className={styles.subheading}>
          Financial years of the study
        </h3>
        {years.length === 0 ? (
          <p className={styles.note}>No financial years yet.</p>
        ) : (
          <ul className={`${styles.controls} ${listReset}`} aria-label="Financial years">
            {years.map((y) => (
              <Box as="li" key={y} display="inline-flex" gap="xs" alignItems="center">
                <Badge tone="brand">{y}</Badge>
                <Button size="sm" variant="ghost" aria-label={`Remove ${y}`} isDisabled={years.length < 2 || props.removingYear === y} onPress={() => setConfirmYear(y)}>
                  Remove
                </Button>
              </Box>
            ))}
          </ul>
        )}
      </section>
      <AlertDialog
        title={`Remove ${confirmYear ?? ''}?`}
        confirmLabel="Remove year"
        variant="danger"
        modalProps={{ isOpen: confirmYear !== null, onOpenChange: (open) => !open && setConfirmYear(null) }}
        onConfirm={() => {
          if (confirmYear !== null) props.onRemoveYear(confirmYear);
          setConfirmYear(null);
        }}
      >
        {`The figures of ${confirmYear ?? ''} are removed from every company of the study.`}
      </AlertDialog>

      <section className={styles.stack} aria-labelledby="yoy-add">
        <h3 id="yoy-add" className={styles.subheading}>
          Add a year from a newer export
        </h3>
        {stage.status === 'idle' || stage.status === 'error' || stage.status === 'parsing' ? (
          <>
            <p className={styles.note}>
              Upload the newer export of the same search. Its rows are matched to the study&apos;s companies by BvD ID, else by name and country.
            </p>
            <FileDrop onFiles={props.onFiles} acceptedFileTypes={['.csv', '.xlsx', '.xls']} isDisabled={stage.status === 'parsing'} title="Drop the newer export here" hint="CSV, XLSX or XLS, up to 20 MB" />
            {stage.status === 'parsing' ? <ProgressBar label={`Reading ${stage.fileName}…`} isIndeterminate /> : null}
            {stage.status === 'error' ? (
              <p role="alert" className={styles.error}>
                {stage.message}
              </p>
            ) : null}
          </>
        ) : null}
        {stage.status === 'mapping' ? (
          <>
            <p className={styles.note}>{stage.fileName}: choose the year it adds and the columns to match and to read.</p>
            <div className={styles.controls}>
              <Select label="Year to add" className={styles.control} selectedKey={String(stage.year)} onSelectionChange={(k) => props.onYearChange(Number(k))}>
                {YEARS.map((y) => (
                  <SelectItem key={y} id={String(y)}>
                    {String(y)}
                  </SelectItem>
                ))}
              </Select>
              {(Object.keys(MATCH_LABELS) as MatchField[]).map((f) => (
                <ColumnSelect key={f} label={`Match by: ${MATCH_LABELS[f]}`} className={styles.control} headers={stage.headers} column={stage.match[f]} onColumnChange={(c) => props.onMatchChange(f, c)} />
              ))}
            </div>
            <div className={styles.controls}>
              {IMPORT_METRICS.map((m) => (
                <ColumnSelect key={m} label={`${IMPORT_METRIC_LABELS[m]} ${stage.year}`} className={styles.control} headers={stage.headers} column={stage.metrics[m]} onColumnChange={(c) => props.onMetricChange(m, c)} />
              ))}
            </div>
            {stage.error ? (
              <p role="alert" className={styles.error}>
                {stage.error}
              </p>
            ) : null}
            <div className={styles.footer}>
              <Button onPress={props.onReset} isDisabled={isWorking}>
                Cancel
              </Button>
              <Button variant="primary" onPress={props.onProcess} isPending={isWorking}>
                Match companies
              </Button>
            </div>
          </>
        ) : null}
        {stage.status === 'matched' ? (
          <>
            <p role="status" className={styles.success}>
              {`${stage.matched} companies matched for ${stage.year} (${stage.matchedByBvd} by BvD ID).`}
            </p>
            {stage.replaces ? <p className={styles.note}>{`Some companies already have figures for ${stage.year}; they will be replaced.`}</p> : null}
            {stage.unmatched.length > 0 ? (
              <details>
                <summary className={styles.note}>{`${stage.unmatched.length} rows matched no company`}</summary>
                <ul className={styles.list}>
                  {stage.unmatched.slice(0, 100).map((n, i) => (
                    <li key={i}>{n}</li>
                  ))}
                </ul>
              </details>
            ) : null}
            <div className={styles.footer}>
              <Button onPress={props.onReset} isDisabled={isWorking}>
                Cancel
              </Button>
              <Button variant="primary" onPress={props.onImport} isPending={isWorking} isDisabled={stage.matched === 0}>
                {`Import ${stage.year}`}
              </Button>
            </div>
          </>
        ) : null}
        {stage.status === 'imported' ? (
          <>
            <p role="status" className={styles.success}>{`${stage.year} was added to ${stage.updated} companies.`}</p>
            <div>
              <Button onPress={props.onReset}>Add another year</Button>
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
