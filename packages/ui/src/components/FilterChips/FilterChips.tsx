import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { chip, chipCount, filterChip, filterChips } from '../../styles/filterChip.css.ts';

export interface FilterChipsProps<T extends string> {
  label: string;
  options: readonly { id: T; label: string }[];
  /** Each option's count, shown in its chip and read with its name; without counts the chips hold only their labels. */
  counts?: Readonly<Record<T, number>>;
  value: T;
  onChange: (value: T) => void;
  /** The count's style where a list sets it apart (e.g. dimmed). */
  countClassName?: string;
}

/** One-of-many filter buttons over a list (review queue, analysis results, audit trail), with their counts. */
export function FilterChips<T extends string>({ label, options, counts, value, onChange, countClassName = chipCount }: FilterChipsProps<T>) {
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
      className={filterChips}
    >
      {options.map((o) =>
        counts ? (
          <ToggleButton key={o.id} id={o.id} className={filterChip} aria-label={`${o.label} (${counts[o.id]})`}>
            {o.label}
            <span className={countClassName} aria-hidden="true">
              {counts[o.id]}
            </span>
          </ToggleButton>
        ) : (
          <ToggleButton key={o.id} id={o.id} className={chip}>
            {o.label}
          </ToggleButton>
        ),
      )}
    </ToggleButtonGroup>
  );
}
