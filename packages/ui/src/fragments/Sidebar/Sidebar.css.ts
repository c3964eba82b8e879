import { style } from '@vanilla-extract/css';
import { iconFrame } from '../../styles/controls.css.ts';
import { navItem } from '../../styles/page.css.ts';
import { focusRing, visuallyHiddenRule } from '../../styles/utilities.css.ts';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

const md = `screen and (min-width: ${breakpoints.md}px)`;
export const EXPANDED_WIDTH = 248;
export const COLLAPSED_WIDTH = 64;
export const MOBILE_BAR_HEIGHT = 56;

const hiddenWhenCollapsed = {
  '@media': {
    [md]: {
      selectors: {
        '[data-collapsed] &': visuallyHiddenRule,
      },
    },
  },
} as const;

/** Below md: the top bar with the brand and the menu button. */
export const mobileBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  height: MOBILE_BAR_HEIGHT,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  background: vars.color.surface.default,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': { [md]: { display: 'none' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const brandMark = style({ display: 'inline-flex', color: vars.color.brand.strong, flexShrink: 0 });
export const brandName = style(hiddenWhenCollapsed);

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  flexShrink: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.hover, color: vars.color.text.primary },
    '&[data-pressed]': { background: vars.color.surface.pressed },
    '&[data-focus-visible]': focusRing,
  },
});

/**
 * From 768 px the sidebar panel is sticky and one screen high; this column beside the page stretches
 * to the page's full height with the panel's background and border, so they do not stop after the
 * first screen of a long page. On phones it does not take part in the layout.
 */
export const column = style({
  display: 'contents',
  '@media': {
    [md]: {
      display: 'block',
      flexShrink: 0,
      alignSelf: 'stretch',
      background: vars.color.surface.default,
      borderRight: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const sidebar = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.lg,
  boxSizing: 'border-box',
  padding: vars.space.md,
  background: vars.color.surface.default,
  borderRight: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    // The open mobile menu: a panel under the top bar.
    '&[data-open]': {
      display: 'flex',
      position: 'fixed',
      top: MOBILE_BAR_HEIGHT,
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: vars.zIndex.popover,
      overflowY: 'auto',
      borderRight: 'none',
      boxShadow: vars.shadow.md,
    },
  },
  '@media': {
    [md]: {
      display: 'flex',
      position: 'sticky',
      top: 0,
      height: '100vh',
      borderRight: 'none',
      width: EXPANDED_WIDTH,
      flexShrink: 0,
      overflowY: 'auto',
      overflowX: 'hidden',
      transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      selectors: {
        '&[data-open]': { position: 'sticky', top: 0, boxShadow: 'none', borderRight: 'none', zIndex: 'auto' },
        '&[data-collapsed]': { width: COLLAPSED_WIDTH, paddingInline: vars.space.sm },
      },
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const header = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  '@media': {
    [md]: {
      display: 'flex',
      selectors: { '[data-collapsed] &': { flexDirection: 'column', gap: vars.space.md } },
    },
  },
});

export const nav = style({ flex: 1 });

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const navLink = style([
  navItem,
  {
    position: 'relative',
    display: 'flex',
    gap: vars.space.md,
    paddingInline: vars.space.md,
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&[data-focus-visible]': focusRing,
      '&[aria-current="page"]': { background: vars.color.brand.soft, color: vars.color.brand.text },
    },
    '@media': { [md]: { selectors: { '[data-collapsed] &': { justifyContent: 'center', paddingInline: 0 } } } },
  },
]);

export const navIcon = style({ display: 'inline-flex', flexShrink: 0 });
export const navLabel = style(hiddenWhenCollapsed);

export const footer = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const sectionLabel = style([
  {
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.xs,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: vars.color.text.muted,
  },
  hiddenWhenCollapsed,
]);

export const themeGroup = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  '@media': { [md]: { selectors: { '[data-collapsed] &': { gridTemplateColumns: '1fr' } } } },
});

export const themeOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  height: 28,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-selected]': { background: vars.color.surface.default, color: vars.color.text.primary, boxShadow: vars.shadow.sm },
    '&[data-focus-visible]': focusRing,
  },
});

export const themeLabel = style(hiddenWhenCollapsed);

export const userRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [md]: { selectors: { '[data-collapsed] &': { flexDirection: 'column' } } } },
});

export const avatar = style([
  iconFrame,
  { width: 32, height: 32, flexShrink: 0, borderRadius: vars.radius.full, background: vars.color.brand.soft, color: vars.color.brand.text },
  { fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold },
]);

export const userText = style([{ display: 'grid', minWidth: 0, flex: 1 }, hiddenWhenCollapsed]);

export const userName = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const firmName = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.muted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const logout = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  height: 36,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.base,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.critical.soft, color: vars.color.critical.text },
    '&[data-focus-visible]': focusRing,
    '&[data-pending]': { cursor: 'progress', opacity: 0.7 },
  },
  '@media': { [md]: { selectors: { '[data-collapsed] &': { justifyContent: 'center', paddingInline: 0 } } } },
});
