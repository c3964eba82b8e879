import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px)`]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});
export const text = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const eyebrow = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text.muted });
export { pageTitle as title } from '../../styles/text.css.ts';
export const description = style({ fontSize: vars.font.size.base, color: vars.color.text.secondary, maxWidth: 640 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', flexShrink: 0 });
