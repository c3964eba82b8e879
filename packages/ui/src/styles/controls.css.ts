// Small pieces several controls share: the label row of a checkbox or switch, the borderless
// icon button (clear a field, close a toast) and the frame that centres an icon or initials.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from './utilities.css.ts';

/** A checkbox or switch with its label beside it; dimmed and not clickable when disabled. */
export const toggleLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.base,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled } },
});

/** Centres one icon (or initials) in its box; the user gives size, shape and colours. */
export const iconFrame = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

/** A 24px icon button without a border that lights up on hover (a field's clear button, a toast's close). */
export const ghostIconButton = style([
  iconFrame,
  {
    width: 24,
    height: 24,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.muted,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: vars.color.surface.hover, color: vars.color.text.primary } },
  },
]);

/** The box of a form control (input, select button, text area): default surface, field border, medium radius. */
export const fieldBox = style({
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.md,
});

/** A field box's states, for the control's own selectors (each control marks hover and focus its own way). */
export const fieldState = {
  hover: { borderColor: vars.color.border.fieldHover },
  focus: { ...focusRing, outlineOffset: '0', borderColor: vars.color.focusRing },
  invalid: { borderColor: vars.color.critical.strong },
  disabled: { background: vars.color.surface.sunken, cursor: 'not-allowed', opacity: 0.7 },
} as const;
