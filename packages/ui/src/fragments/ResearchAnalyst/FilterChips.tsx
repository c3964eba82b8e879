import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import * as styles from './ResearchAnalyst.css.ts';

export interface FilterChipsProps<T extends string> {
  label: string;
  options: readonly { id: T; label: string }[];
  counts: Readonly<Record<T, number>>;
  value: T;
  onChange: (value: T) => void;
}

/** One-of-many filter buttons with their counts. */
export function FilterChips<T extends string>({ label, options, counts, value, onChange }: FilterChipsProps<T>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const next = [...keys][0];
        if (next) onChange(next as T);
      }}
      className={styles.filters}
    >
      {options.map((o) => (
        <ToggleButton key={o.id} id={o.id} className={styles.chip} aria-label={`${o.label} (${counts[o.id]})`}>
          {o.label}
          <span className={styles.chipCount} aria-hidden="true">
            {counts[o.id]}
          </span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
