import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

export const items = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const item = style({
  display: 'grid',
  gap: 2,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  minWidth: 0,
  selectors: { '&[data-attention="true"]': { background: vars.color.caution.soft } },
});

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
export const value = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});
export const note = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });
