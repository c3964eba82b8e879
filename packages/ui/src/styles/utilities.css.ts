import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Visible keyboard focus, applied through RAC's `data-focus-visible`. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** Hidden from sight but read by screen readers; the rule alone, for a selector (a collapsed sidebar's labels). */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
export const visuallyHidden = style(visuallyHiddenRule);

export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });

/** A list laid out as a grid or a row: no bullets, no indent. */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A fieldset that groups controls without a frame. */
export const fieldsetReset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

/** The chevron-down icon turned to point left (back links, previous page) or right (next page). */
export const chevronLeft = style({ transform: 'rotate(90deg)' });
export const chevronRight = style({ transform: 'rotate(-90deg)' });

/** A start-aligned item in a grid (a button that should not stretch to the column's width). */
export const justifyStart = style({ justifySelf: 'start' });

/** Drops the focus outline of a list box inside a popover (its options show focus themselves). */
export const noOutline = style({ outline: 'none' });

/** Takes the free width of a wrapping flex row; wraps onto its own line below 240px. */
export const fillRow = style({ flex: '1 1 240px' });
