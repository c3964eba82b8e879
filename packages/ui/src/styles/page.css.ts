// The frames of whole pages: the full-height column of a layout, the public site's content width
// and gutters, and the navigation link both layouts (app sidebar, public header) start from.
import { style } from '@vanilla-extract/css';
import { mediaUp } from '../theme/breakpoints.ts';
import { vars } from '../theme/vars.css.ts';

/** A layout's whole screen: a column at least one screen high on the canvas. */
export const pageFrame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface.canvas,
  color: vars.color.text.primary,
});

/** The public site's content width, centred. */
export const publicWidth = style({ width: '100%', maxWidth: 1160, marginInline: 'auto' });
/** The public site's side padding: 20px on a phone, 32px from md. */
export const publicGutter = style({ paddingInline: 20, '@media': { [mediaUp('md')]: { paddingInline: 32 } } });

/** A navigation link: a 36px row in medium secondary text; the layout adds its display, padding and states. */
export const navItem = style({
  alignItems: 'center',
  height: 36,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  fontSize: vars.font.size.base,
  fontWeight: vars.font.weight.medium,
  outline: 'none',
});
