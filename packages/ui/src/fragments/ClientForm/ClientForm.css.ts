import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

// The form frame (layout, error alert, actions) is shared with the other create forms.
export { actions, alert, alertIcon, form, required } from '../../styles/form.css.ts';

export { fieldPairs as grid } from '../../styles/layout.css.ts';

export const wide = style({
  '@media': { [`screen and (min-width: ${breakpoints.sm}px)`]: { gridColumn: '1 / -1' } },
});

export const section = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

