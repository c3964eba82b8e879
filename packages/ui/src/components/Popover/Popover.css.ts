import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

/** Floating surface shared by Select, Menu and other overlays. */
export const popover = style({
  minWidth: 'var(--trigger-width, 160px)',
  maxHeight: 320,
  overflow: 'auto',
  padding: vars.space.xs,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  zIndex: vars.zIndex.popover,
});

/** A row in a ListBox or Menu. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surface.hover },
    '&[data-pressed]': { background: vars.color.surface.pressed },
    '&[data-disabled]': { color: vars.color.text.disabled },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
  },
});

export const itemCritical = style({
  color: vars.color.critical.text,
  selectors: { '&[data-focused], &[data-hovered]': { background: vars.color.critical.soft } },
});

export const itemCheck = style({ marginLeft: 'auto', color: vars.color.brand.text });
export const itemIcon = style({ color: vars.color.text.muted, flexShrink: 0 });
export const separator = style({ height: 1, margin: `${vars.space.xs} 0`, background: vars.color.border.subtle });
