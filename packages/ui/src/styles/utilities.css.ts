import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Visible keyboard focus, applied through RAC's `data-focus-visible`. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });
