import { style } from '@vanilla-extract/css';
import { fieldBox, fieldState } from '../../styles/controls.css.ts';
import { vars } from '../../theme/vars.css.ts';

export { field as root } from '../Field/Field.css.ts';

export const trigger = style([
  fieldBox,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    height: vars.size.controlMd,
    padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
    fontSize: vars.font.size.base,
    color: vars.color.text.primary,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': fieldState.hover,
      '&[data-focus-visible]': fieldState.focus,
      '&[data-pressed]': { background: vars.color.surface.hover },
      '&[data-disabled]': fieldState.disabled,
      '[data-invalid] &': fieldState.invalid,
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

export const chevron = style({ color: vars.color.text.muted, flexShrink: 0 });
