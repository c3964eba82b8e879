import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const textArea = style({
  width: '100%',
  minHeight: 72,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.base,
  lineHeight: vars.font.lineHeight.base,
  color: vars.color.text.primary,
  resize: 'vertical',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border.fieldHover },
    '&[data-focus-visible], &:focus': { ...focusRing, outlineOffset: '0', borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.critical.strong },
    '&[data-disabled]': { background: vars.color.surface.sunken, cursor: 'not-allowed', opacity: 0.7 },
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
  },
});
