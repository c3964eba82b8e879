import type { ReactNode } from 'react';
import { Label, ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children' | 'className'> {
  /** Placement in the parent's layout (e.g. `fillRow`); the bar styles itself. */
  className?: string;
  label?: ReactNode;
  tone?: (typeof styles.progressToneNames)[number];
  /** Hide the numeric value on the right. */
  hideValue?: boolean;
}

export function ProgressBar({ label, tone = 'brand', hideValue, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || !hideValue ? (
            <div className={styles.labelRow}>
              {label ? <Label className={styles.label}>{label}</Label> : <span />}
              {!hideValue && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            <div
              className={styles.fill({ tone, indeterminate: isIndeterminate })}
              style={isIndeterminate ? undefined : { width: `${Math.min(100, percentage ?? 0)}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
