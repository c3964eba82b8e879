import { style } from '@vanilla-extract/css';
import { fieldBox, fieldState, ghostIconButton } from '../../styles/controls.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.muted,
});

export const fieldError = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.critical.text,
});

/** The bordered box around an input (and its adornments). */
export const inputGroup = style([
  fieldBox,
  {
    display: 'flex',
    alignItems: 'center',
    height: vars.size.controlMd,
    color: vars.color.text.primary,
    transition: `border-color ${vars.motion.duration.fast}`,
    selectors: {
      '&:hover': fieldState.hover,
      '&:has(input[data-focus-visible]), &[data-focus-within]': fieldState.focus,
      '&:has([data-invalid]), [data-invalid] > &': fieldState.invalid,
      '[data-disabled] > &, &[data-disabled]': fieldState.disabled,
    },
  },
]);

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: vars.font.size.base,
  color: vars.color.text.primary,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text.muted,
  paddingLeft: vars.space.sm,
});

export const inlineButton = style([
  ghostIconButton,
  { marginRight: vars.space.xs, selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '0' } } },
]);
