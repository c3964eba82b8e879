import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  position: 'relative',
  overflow: 'auto',
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  contain: 'strict',
});

export const headerRow = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'grid',
  background: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const headerCell = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: 36,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` } },
});

export const resizer = style({
  position: 'absolute',
  top: 6,
  bottom: 6,
  right: 0,
  width: 9,
  cursor: 'col-resize',
  touchAction: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', top: 0, bottom: 0, left: 4, width: 1, background: vars.color.border.default },
    '&:hover::after, &[data-resizing]::after': { background: vars.color.brand.strong, width: 2, left: 3 },
  },
});

export const row = style({
  position: 'absolute',
  left: 0,
  display: 'grid',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.default,
  selectors: { '&:hover': { background: vars.color.surface.hover } },
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  color: vars.color.text.primary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-active]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-editable]': { cursor: 'text' },
  },
});

export const sortButton = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const sortMark = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });

export const numeric = style({ justifyContent: 'flex-end', textAlign: 'right' });

export const editor = style({
  width: '100%',
  height: 28,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.focusRing}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.default,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical.strong } },
});

export const editorError = style({
  position: 'absolute',
  zIndex: 3,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.critical.strong,
  color: vars.color.critical.onStrong,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.md,
});
