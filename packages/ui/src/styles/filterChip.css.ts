// A toggle chip that filters a list (review queue, analysis results, audit trail), with its count.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from './utilities.css.ts';

/** The pill and its selected state, for a chip holding only its label. */
export const chip = style({
  height: 28,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': {
      background: vars.color.brand.soft,
      borderColor: vars.color.brand.border,
      color: vars.color.brand.text,
      fontWeight: vars.font.weight.medium,
    },
  },
});

/** A chip with an icon or a count beside its label, lighter on hover while not selected. */
export const filterChip = style([
  chip,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    selectors: { '&[data-hovered]:not([data-selected])': { background: vars.color.surface.hover } },
  },
]);

/** The row of a list's filter chips. */
export const filterChips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A chip's count beside its label. */
export const chipCount = style({ fontVariantNumeric: 'tabular-nums', color: 'inherit' });
