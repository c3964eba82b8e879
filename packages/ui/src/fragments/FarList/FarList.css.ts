import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const search = style({ width: '100%', '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { width: 360 } } });
export const panel = style({
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});
export const nameCell = style({ display: 'grid', gap: 2, minWidth: 200, maxWidth: 380, paddingBlock: vars.space.sm });
export const nameLink = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const secondary = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const muted = style({ color: vars.color.text.muted });
export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const skeletonRows = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});
export const skeletonRow = style({ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr 1fr', gap: vars.space.lg, alignItems: 'center' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
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
});
export const comboTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: '100%',
  border: 'none',
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { color: vars.color.text.primary } },
});
export const empty = style({ padding: vars.space.sm, fontSize: vars.font.size.md, color: vars.color.text.muted });
