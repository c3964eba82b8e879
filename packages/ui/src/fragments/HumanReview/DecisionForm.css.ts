import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const legend = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
  marginBottom: vars.space.xs,
});
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.field}`,
  background: vars.color.surface.default,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.fieldHover },
    '&[data-focus-visible]': focusRing,
    '&[data-selected][data-value="accept"]': {
      background: vars.color.positive.soft,
      borderColor: vars.color.positive.border,
      color: vars.color.positive.text,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-selected][data-value="reject"]': {
      background: vars.color.critical.soft,
      borderColor: vars.color.critical.border,
      color: vars.color.critical.text,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-selected][data-value="refrain"]': {
      background: vars.color.surface.selected,
      borderColor: vars.color.brand.border,
      color: vars.color.brand.text,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const current = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });
export const error = style({ margin: 0, color: vars.color.critical.text, fontSize: vars.font.size.md });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
