import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const progress = style({ fontSize: vars.font.size.md, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });
export const name = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const body = style({ display: 'grid', gap: vars.space.sm });
export const keys = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'repeat(5, max-content)' } },
});
export const kbd = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 20,
  height: 20,
  padding: '0 4px',
  marginRight: 6,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.default,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xs,
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.semibold,
});
/** The reasons of a reject read in the critical tone, those of an accept in the positive one. */
export const reasons = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.critical.soft,
  selectors: { '&[data-side="accept"]': { background: vars.color.positive.soft } },
});
export const reasonTitle = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.critical.text,
  fontSize: vars.font.size.md,
  selectors: { '&[data-side="accept"]': { color: vars.color.positive.text } },
});
export const reason = style({ fontSize: vars.font.size.md, color: vars.color.text.primary });
export const last = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontSize: vars.font.size.md,
});
export const lastTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export { noteText as paragraph } from '../../styles/text.css.ts';
export const quote = style({
  margin: 0,
  paddingLeft: vars.space.sm,
  borderLeft: `2px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
});
export const chooser = style({ display: 'grid', gap: vars.space.sm });
export const sentence = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'minmax(0, 1fr) max-content' } },
});
