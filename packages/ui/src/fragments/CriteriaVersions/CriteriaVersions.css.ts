import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });
export const outdated = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.caution.soft,
  color: vars.color.caution.text,
  fontSize: vars.font.size.md,
});
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const version = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });
export const side = style({ display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.md });
export const sideTitle = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});
export const item = style({
  color: vars.color.text.primary,
  selectors: {
    '&[data-change="added"]': { color: vars.color.positive.text },
    '&[data-change="removed"]': { color: vars.color.text.muted, textDecoration: 'line-through' },
  },
});
