import { style } from '@vanilla-extract/css';
import { callout, calloutSoft } from '../../styles/callout.css.ts';
import { subtleFrame } from '../../styles/surface.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });
export const outdated = style([callout, calloutSoft.caution, { margin: 0 }]);
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const version = style([subtleFrame, { display: 'grid', gap: vars.space.xs, padding: vars.space.md }]);
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
