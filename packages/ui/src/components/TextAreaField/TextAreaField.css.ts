import { style } from '@vanilla-extract/css';
import { fieldBox, fieldState } from '../../styles/controls.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const textArea = style([
  fieldBox,
  {
    width: '100%',
    minHeight: 72,
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontFamily: vars.font.family.sans,
    fontSize: vars.font.size.base,
    lineHeight: vars.font.lineHeight.base,
    color: vars.color.text.primary,
    resize: 'vertical',
    outline: 'none',
    selectors: {
      '&:hover': fieldState.hover,
      '&[data-focus-visible], &:focus': fieldState.focus,
      '&[data-invalid]': fieldState.invalid,
      '&[data-disabled]': fieldState.disabled,
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    },
  },
]);
