import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/utilities.css.ts';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { [`screen and (min-width: ${breakpoints.sm}px)`]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({
  '@media': { [`screen and (min-width: ${breakpoints.sm}px)`]: { gridColumn: '1 / -1' } },
});

export const section = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

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

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.critical.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.critical.soft,
  color: vars.color.critical.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
});

export const alertIcon = style({ flexShrink: 0, marginTop: 2 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const required = style({ color: vars.color.critical.text, marginLeft: 2 });
