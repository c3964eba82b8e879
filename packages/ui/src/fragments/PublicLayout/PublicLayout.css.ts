import { style } from '@vanilla-extract/css';
import { navItem, publicGutter, publicWidth } from '../../styles/page.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { mediaUp } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

const md = mediaUp('md');
const lg = mediaUp('lg');

export { pageFrame as root } from '../../styles/page.css.ts';

export const skipLink = style({
  position: 'absolute',
  left: 12,
  top: -48,
  zIndex: 20,
  padding: '8px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: 12, ...focusRing } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  background: `color-mix(in srgb, ${vars.color.surface.canvas} 88%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(10px)',
});

export const bar = style([publicWidth, publicGutter, { display: 'flex', alignItems: 'center', gap: 24, height: 64 }]);

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontWeight: vars.font.weight.semibold,
  fontSize: 17,
  letterSpacing: '-0.01em',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
export const nav = style({ display: 'none', '@media': { [lg]: { display: 'block', flex: 1 } } });
export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 4 });

export const navLink = style([
  navItem,
  {
    display: 'inline-flex',
    paddingInline: 12,
    selectors: {
      '&:hover': { color: vars.color.text.primary, background: vars.color.surface.hover },
      '&[aria-current="page"]': { color: vars.color.text.primary },
      '&:focus-visible': focusRing,
    },
  },
]);

export const barEnd = style({ display: 'flex', alignItems: 'center', gap: 8, marginLeft: 'auto' });
export const loginLink = style([navLink, { display: 'none', '@media': { [md]: { display: 'inline-flex' } } }]);
export const demoWide = style({ display: 'none', '@media': { [md]: { display: 'inline-flex' } } });

export const menuToggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': focusRing,
  },
  '@media': { [lg]: { display: 'none' } },
});

export const mobileMenu = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.default,
  paddingBlock: 12,
  '@media': { [lg]: { display: 'none' } },
});
export const mobileList = style({
  listStyle: 'none',
  margin: 0,
  padding: '0 12px',
  display: 'grid',
  gap: 2,
});
export const mobileLink = style([navLink, { display: 'flex', height: 44, fontSize: vars.font.size.lg }]);
export const mobileActions = style({ display: 'grid', gap: 8, padding: '12px 20px 4px' });

export const main = style({ flex: 1, outline: 'none' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
  color: vars.color.text.secondary,
});
export const footerInner = style([
  publicWidth,
  { padding: '48px 20px 32px', display: 'grid', gap: 40, '@media': { [md]: { padding: '64px 32px 40px' } } },
]);
export const footerTop = style({
  display: 'grid',
  gap: 32,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 1.6fr) repeat(4, minmax(0, 1fr))' } },
});
export const footerBrand = style({
  display: 'grid',
  gap: 12,
  alignContent: 'start',
  gridColumn: '1 / -1',
  '@media': { [lg]: { gridColumn: 'auto' } },
});
export const footerTagline = style({ maxWidth: 320, fontSize: vars.font.size.base, lineHeight: '22px' });
export const footerHeading = style({
  marginBottom: 12,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.primary,
});
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });
export const footerLink = style({
  color: vars.color.text.secondary,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.primary, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});
export const footerBottom = style({
  paddingTop: 24,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.md,
  color: vars.color.text.muted,
});
