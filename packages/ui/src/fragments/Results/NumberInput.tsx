import { useState } from 'react';
import * as styles from './Results.css.ts';

export interface NumberInputProps {
  /** The accessible name (inputs in tables have no visible label of their own). */
  'aria-label'?: string;
  id?: string;
  value: number | null;
  /** Called with the number typed, or null when the field is emptied. */
  onChange: (value: number | null) => void;
  isDisabled?: boolean;
  className?: string;
  style?: React.CSSProperties;
}

const display = (value: number | null) =>
  value === null ? '' : new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 }).format(value);

/** '1,234.5' -> 1234.5; '' -> null; anything else -> undefined (not a number yet). */
export function parseNumber(text: string): number | null | undefined {
  const clean = text.replace(/[\s,]/g, '');
  if (clean === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(clean)) return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A plain text input for figures: accepts thousands separators, keeps what is typed while focused
 * and shows it formatted afterwards. Empty means unknown (null), never zero.
 */
export function NumberInput({ value, onChange, isDisabled, className, style, ...rest }: NumberInputProps) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? display(value);
  const invalid = text !== null && parseNumber(text) === undefined;
  return (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className={className ?? styles.numberInput}
      style={style}
      value={shown}
      disabled={isDisabled}
      aria-invalid={invalid || undefined}
      data-invalid={invalid || undefined}
      onFocus={() => setText(display(value))}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseNumber(e.target.value);
        if (parsed !== undefined) onChange(parsed);
      }}
      onBlur={() => setText(null)}
    />
  );
}
