import { style } from '@vanilla-extract/css';
import { breakpoints } from '@quartile/ui';
import { vars } from '@quartile/ui';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const intro = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.md, maxWidth: 640 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [`screen and (min-width: ${breakpoints.lg}px)`]: { gridTemplateColumns: 'minmax(280px, 360px) minmax(0, 1fr)' } },
});
