// The frame every create/edit form shares: the field column, the error alert and the action row.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

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
