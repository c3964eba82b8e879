import * as styles from './FullPageSpinner.css.ts';

export interface FullPageSpinnerProps {
  /** Announced to screen readers and shown under the spinner. */
  label?: string;
}

/** Covers the page while the session is restored (spec section 4: on-load refresh). */
export function FullPageSpinner({ label = 'Loading...' }: FullPageSpinnerProps) {
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
