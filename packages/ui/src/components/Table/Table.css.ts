import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../styles/surface.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const container = style([cardSurface, { overflow: 'auto' }]);

/** A table's text and borders; plain <table>s (results) use it too. */
export const tableText = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontVariantNumeric: 'tabular-nums',
});
export const table = style([tableText, { outline: 'none' }]);

/** A table's header cell; plain <table>s (results, usage) use it too. */
export const headerCell = style({
  height: 36,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const column = style([
  headerCell,
  {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    outline: 'none',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-hovered][data-allows-sorting]': { color: vars.color.text.primary },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    },
  },
]);

export const columnInner = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const sortIcon = style({ color: vars.color.text.muted });

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.hover },
    '&[data-selected]': { background: vars.color.surface.selected },
    '&[data-selected][data-hovered]': { background: vars.color.surface.selectedHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

/** A table's body cell; plain <table>s (usage) use it too. */
export const bodyCell = style({ height: 40, padding: `0 ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border.subtle}`, color: vars.color.text.primary });
export const cell = style([
  bodyCell,
  {
    outline: 'none',
    selectors: {
      'tr:last-child > &': { borderBottom: 'none' },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    },
  },
]);

export const numeric = style({ textAlign: 'right' });
export const selectionCell = style({ width: 40, paddingRight: 0 });
