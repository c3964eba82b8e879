import { MAPPED_FIELD_LABELS, MAPPED_FIELDS, type FieldAssignment, type SystemField } from '@quartile/domain';
import { useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { cellText } from '../../format/spreadsheet.ts';
import * as styles from '../../styles/wizard.css.ts';
import { ColumnSelect } from '../../components/ColumnSelect/ColumnSelect.tsx';

export const REQUIRED_FIELDS: readonly SystemField[] = ['name', 'country', 'website'];
const ALWAYS_SHOWN: readonly SystemField[] = ['name', 'country', 'website', 'bvd_id', 'database_description'];

/** The assignment after `onFieldChange`: the field takes the column, or none (null). */
export function withFieldColumn(fields: FieldAssignment, field: SystemField, column: number | null): FieldAssignment {
  const next = { ...fields };
  if (column === null) delete next[field];
  else next[field] = column;
  return next;
}

export interface MappingStepProps {
  headers: readonly string[];
  /** The first data rows of the file, for the preview. */
  preview: readonly (readonly unknown[])[];
  fields: FieldAssignment;
  /** The recognizer's confidence for each field's current column; null when a person chose it. */
  confidence: Partial<Record<SystemField, number | null>>;
  onFieldChange: (field: SystemField, column: number | null) => void;
  /** 'Missing required fields: …' once the person tried to go on. */
  error?: string | null;
  onBack: () => void;
  onNext: () => void;
}

function ConfidenceBadge({ field, column, confidence }: { field: SystemField; column: number | undefined; confidence: number | null | undefined }) {
  if (column === undefined) {
    return REQUIRED_FIELDS.includes(field) ? (
      <Badge tone="critical" size="sm">
        Required, not mapped
      </Badge>
    ) : (
      <span>Not mapped</span>
    );
  }
  if (confidence === null || confidence === undefined) {
    return (
      <Badge tone="info" size="sm">
        Chosen by you
      </Badge>
    );
  }
  const percent = Math.round(confidence * 100);
  return confidence >= 0.85 ? (
    <Badge tone="positive" size="sm">
      Recognized · {percent} %
    </Badge>
  ) : (
    <Badge tone="caution" size="sm">
      Check · {percent} % sure
    </Badge>
  );
}

/** Fields whose numbers read better with thousands separators; years, codes and IDs read as written. */
const GROUPED_FIELDS: ReadonlySet<SystemField> = new Set(['employees']);

/** Step 2: which column holds each company field, the recognizer's confidence, and a preview. */
export function MappingStep({ headers, preview, fields, confidence, onFieldChange, error, onBack, onNext }: MappingStepProps) {
  const [showAll, setShowAll] = useState(false);
  const shown = MAPPED_FIELDS.filter((f) => showAll || ALWAYS_SHOWN.includes(f) || fields[f] !== undefined);
  const hidden = MAPPED_FIELDS.length - shown.length;
  const mapped = MAPPED_FIELDS.filter((f) => fields[f] !== undefined);
  const firstRow = preview[0];

  return (
    <section className={styles.stack} aria-labelledby="mapping-step-title">
      <h3 id="mapping-step-title" className={styles.subheading}>
        Map columns
      </h3>
      <p className={styles.note}>
        Quartile matched the file&apos;s headers to company fields. Check each one and change it where needed. Company name, country and website are
        required; other mapped columns are kept with each company.
      </p>
      <div className={styles.fieldGrid}>
        {shown.map((field) => {
          const column = fields[field];
          const required = REQUIRED_FIELDS.includes(field);
          return (
            <div key={field} className={styles.mappingRow}>
              <ColumnSelect
                label={`${MAPPED_FIELD_LABELS[field]}${required ? ' (required)' : ''}`}
                headers={headers}
                column={column}
                onColumnChange={(c) => onFieldChange(field, c)}
                isInvalid={required && column === undefined && !!error}
              />
              <div className={styles.mappingMeta}>
                <ConfidenceBadge field={field} column={column} confidence={confidence[field]} />
                {column !== undefined && firstRow ? <span className={styles.sample}>e.g. {cellText(firstRow[column], { grouped: GROUPED_FIELDS.has(field) }) || '(empty)'}</span> : null}
              </div>
            </div>
          );
        })}
      </div>
      {hidden > 0 || showAll ? (
        <div>
          <Button size="sm" variant="ghost" onPress={() => setShowAll((v) => !v)}>
            {showAll ? 'Show fewer fields' : `Show ${hidden} more fields`}
          </Button>
        </div>
      ) : null}

      <h4 className={styles.subheading}>Preview</h4>
      {mapped.length === 0 ? (
        <p className={styles.note}>Map a column to see the first rows as they will be imported.</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.grid} aria-label="Preview of the first rows">
            <thead>
              <tr>
                {mapped.map((f) => (
                  <th key={f} scope="col" className={styles.th}>
                    {MAPPED_FIELD_LABELS[f]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.map((row, i) => (
                <tr key={i}>
                  {mapped.map((f) => {
                    const text = cellText(row[fields[f] as number], { grouped: GROUPED_FIELDS.has(f) });
                    return (
                      <td key={f} className={styles.td} title={text}>
                        {text === '' ? <span className={styles.missing}>missing</span> : text}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.footer}>
        <Button onPress={onBack}>Back</Button>
        <Button variant="primary" onPress={onNext}>
          Next: financial data
        </Button>
      </div>
    </section>
  );
}
