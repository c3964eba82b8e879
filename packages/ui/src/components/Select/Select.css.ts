import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export { field as root } from '../Field/Field.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  height: vars.size.controlMd,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.base,
  color: vars.color.text.primary,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.fieldHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '0', borderColor: vars.color.focusRing },
    '&[data-pressed]': { background: vars.color.surface.hover },
    '&[data-disabled]': { background: vars.color.surface.sunken, cursor: 'not-allowed', opacity: 0.7 },
    '[data-invalid] &': { borderColor: vars.color.critical.strong },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

export const chevron = style({ color: vars.color.text.muted, flexShrink: 0 });
