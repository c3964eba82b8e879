import { CheckIcon } from '../../icons/icons.tsx';
import * as styles from '../../styles/wizard.css.ts';

export const WIZARD_STEPS = ['File selection', 'Map columns', 'Financial data'] as const;
export type WizardStep = 1 | 2 | 3;

/** The three steps of the upload wizard (spec section 2), the current one marked for assistive tech. */
export function WizardSteps({ current }: { current: WizardStep }) {
  return (
    <ol className={styles.steps} aria-label="Upload steps">
      {WIZARD_STEPS.map((label, i) => {
        const n = (i + 1) as WizardStep;
        return (
          <li key={label} className={styles.step} aria-current={n === current ? 'step' : undefined} data-done={n < current || undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {n < current ? <CheckIcon size={12} /> : n}
            </span>
            {label}
            {n < 3 ? (
              <span className={styles.stepSeparator} aria-hidden="true">
                ›
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
