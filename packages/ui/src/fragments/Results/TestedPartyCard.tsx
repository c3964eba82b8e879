import type { CompanyFinancials, CompanyFinancialsInput } from '@quartile/api';
import { useState, type ReactNode } from 'react';
import { Label, TextArea, TextField as RACTextField } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { amount } from './format.ts';
import { NumberInput } from './NumberInput.tsx';
import * as styles from './Results.css.ts';

export interface TestedPartyInput {
  tested_party_description: string;
  financials: CompanyFinancialsInput[];
}

export interface TestedPartyCardProps {
  description: string;
  financials: readonly CompanyFinancials[];
  /** The study's financial years: the editor offers a row for each. */
  years: readonly number[];
  /** Saves; rejects with a message to show when it fails. */
  onSave: (input: TestedPartyInput) => Promise<void>;
  isDisabled?: boolean;
}

type Metric =
  'revenue' | 'cost_of_goods_sold' | 'operating_expenses' | 'operating_profit' | 'net_profit' | 'total_assets' | 'capital_employed';
const METRICS: readonly (readonly [Metric, string])[] = [
  ['revenue', 'Revenue'],
  ['cost_of_goods_sold', 'Cost of goods sold'],
  ['operating_expenses', 'Operating expenses'],
  ['operating_profit', 'Operating profit'],
  ['net_profit', 'Net profit'],
  ['total_assets', 'Total assets'],
  ['capital_employed', 'Capital employed'],
];

type Draft = Record<number, Partial<Record<Metric, number | null>>>;

/** The tested party's metrics (rows) by year (columns); `cells` gives a row's year cells. */
function MetricsByYear({
  caption,
  years,
  cells,
}: {
  caption: string;
  years: readonly number[];
  cells: (metric: Metric, label: string) => ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              Item
            </th>
            {years.map((y) => (
              <th key={y} scope="col" className={`${styles.th} ${styles.num}`}>
                {y}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {METRICS.map(([m, label]) => (
            <tr key={m}>
              <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                {label}
              </th>
              {cells(m, label)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function draftOf(financials: readonly CompanyFinancials[]): Draft {
  return Object.fromEntries(financials.map((f) => [f.year, Object.fromEntries(METRICS.map(([m]) => [m, f[m]]))]));
}

/** The tested party: its functional description and the financials its PLI is computed from. */
export function TestedPartyCard({ description, financials, years, onSave, isDisabled }: TestedPartyCardProps) {
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState(description);
  const [draft, setDraft] = useState<Draft>(() => draftOf(financials));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editorYears = [...new Set([...years, ...financials.map((f) => f.year)])].sort((a, b) => a - b);
  const shownYears = financials.map((f) => f.year);

  const open = () => {
    setText(description);
    setDraft(draftOf(financials));
    setError(null);
    setOpen(true);
  };

  const save = async () => {
    setPending(true);
    setError(null);
    try {
      const rows = editorYears
        .map((year) => ({ year, ...Object.fromEntries(METRICS.map(([m]) => [m, draft[year]?.[m] ?? null])) }) as CompanyFinancialsInput)
        .filter((row) => METRICS.some(([m]) => row[m] !== null && row[m] !== undefined));
      await onSave({ tested_party_description: text, financials: rows });
      setOpen(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to save changes');
    } finally {
      setPending(false);
    }
  };

  return (
    <Card
      title="Tested party"
      id="tested-party"
      actions={
        <Button size="sm" onPress={open} isDisabled={isDisabled}>
          Edit tested party
        </Button>
      }
    >
      <div className={styles.section}>
        <p className={styles.description}>
          {description.trim() || 'No description yet. Describe the functions, assets and risks of the tested party.'}
        </p>
        {financials.length === 0 ? (
          <p className={styles.note}>No financials yet: enter the tested party&apos;s figures to place it against the range.</p>
        ) : (
          <MetricsByYear
            caption="The tested party's financials by year."
            years={shownYears}
            cells={(m) =>
              financials.map((f) => (
                <td key={f.year} className={`${styles.td} ${styles.num} ${f[m] === null ? styles.missing : ''}`}>
                  {amount(f[m])}
                </td>
              ))
            }
          />
        )}
      </div>
      <Dialog
        title="Edit tested party"
        modalProps={{ isOpen, onOpenChange: (o) => !pending && setOpen(o) }}
        footer={(close) => (
          <>
            <Button onPress={close} isDisabled={pending}>
              Cancel
            </Button>
            {/* Not isPending: its live announcement would outlive the dialog it points into. */}
            <Button variant="primary" isDisabled={pending} onPress={() => void save()}>
              {pending ? 'Saving…' : 'Save tested party'}
            </Button>
          </>
        )}
      >
        <div className={styles.dialogBody}>
          <RACTextField className={styles.fieldStack} value={text} onChange={setText} maxLength={20000}>
            <Label className={styles.fieldLabel}>Description</Label>
            <TextArea className={styles.textarea} />
          </RACTextField>
          <MetricsByYear
            caption="Leave a figure empty when it is not known; it is never assumed to be zero."
            years={editorYears}
            cells={(m, label) =>
              editorYears.map((year) => (
                <td key={year} className={`${styles.td} ${styles.num}`}>
                  <NumberInput
                    aria-label={`${label} ${year}`}
                    value={draft[year]?.[m] ?? null}
                    onChange={(v) => setDraft((d) => ({ ...d, [year]: { ...d[year], [m]: v } }))}
                  />
                </td>
              ))
            }
          />
          {error ? (
            <p role="alert" className={styles.errorText}>
              {error}
            </p>
          ) : null}
        </div>
      </Dialog>
    </Card>
  );
}
