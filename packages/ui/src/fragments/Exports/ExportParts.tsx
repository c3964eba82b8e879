import type { ReactNode } from 'react';
import * as styles from './Exports.css.ts';

/** What an export holds, one line each: the report's chapters (in order) or the workbook's sheets. */
export function ExportContents({ label, items, ordered = false }: { label: string; items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.sheets} aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** The end of an export card: the last attempt's failure, a note on what will be exported, then the button. */
export function ExportFooter({ error, note, children }: { error?: string | null; note?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.footer}>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {note}
      {children}
    </div>
  );
}
