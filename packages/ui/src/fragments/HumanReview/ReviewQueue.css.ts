import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });
export const count = style({ fontVariantNumeric: 'tabular-nums', color: 'inherit', opacity: 0.8 });
export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  maxHeight: 640,
  overflowY: 'auto',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const item = style({
  display: 'grid',
  gap: 4,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-hovered]': { background: vars.color.surface.hover },
    '&[data-selected]': { background: vars.color.surface.selected, boxShadow: `inset 3px 0 0 ${vars.color.brand.strong}` },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
  },
});
export const itemHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});
export const itemName = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.text.muted, fontSize: vars.font.size.md });
