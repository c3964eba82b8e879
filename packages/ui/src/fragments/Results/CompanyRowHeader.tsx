import type { ReactNode } from 'react';
import * as styles from './Results.css.ts';

/** A comparable's row header in the results tables: its name (clipped, whole in the tooltip) over a detail line. */
export function CompanyRowHeader({ name, detail }: { name: string; detail?: ReactNode }) {
  return (
    <th scope="row" className={`${styles.td} ${styles.nameCell} ${styles.nameHeader}`}>
      <span className={styles.companyName} title={name}>
        {name}
      </span>
      {detail ? <span className={styles.subtle}>{detail}</span> : null}
    </th>
  );
}
