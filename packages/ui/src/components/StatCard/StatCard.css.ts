import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { cardSurface } from '../../styles/surface.css.ts';
import { pageTitle } from '../../styles/text.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style([cardSurface, { display: 'grid', gap: vars.space.xs, padding: vars.space.lg, boxShadow: vars.shadow.sm, minWidth: 0 }]);
export const label = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, color: vars.color.text.secondary });
export const value = style([pageTitle, { fontVariantNumeric: 'tabular-nums' }]);
export const delta = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' },
  variants: {
    trend: {
      up: { color: vars.color.positive.text },
      down: { color: vars.color.critical.text },
      flat: { color: vars.color.text.muted },
    },
  },
  defaultVariants: { trend: 'flat' },
});
export const footnote = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
