import type { ReactNode } from 'react';
import { ChevronDownIcon, ChevronUpIcon } from '../../icons/icons.tsx';
import * as styles from './StatCard.css.ts';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** Change against the previous period, e.g. '+12 %'; the arrow and sign carry the direction. */
  delta?: string;
  trend?: 'up' | 'down' | 'flat';
  footnote?: ReactNode;
}

export function StatCard({ label, value, delta, trend = 'flat', footnote }: StatCardProps) {
  return (
    <div className={styles.root} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
      {delta ? (
        <span className={styles.delta({ trend })}>
          {trend === 'up' ? <ChevronUpIcon size={12} /> : trend === 'down' ? <ChevronDownIcon size={12} /> : null}
          {delta}
        </span>
      ) : null}
      {footnote ? <span className={styles.footnote}>{footnote}</span> : null}
    </div>
  );
}
