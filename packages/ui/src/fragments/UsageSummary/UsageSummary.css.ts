import { style } from '@vanilla-extract/css';
import { statGrid } from '../../styles/layout.css.ts';
import { cardSurface } from '../../styles/surface.css.ts';
import { mediaUp } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The stat grid, but from lg as many columns as fit. */
export const cards = style([statGrid, { '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' } } }]);

export const negative = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.critical.text });

export const bar = style([cardSurface, { display: 'grid', gap: vars.space.sm, padding: vars.space.lg, boxShadow: vars.shadow.sm }]);

export const caption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.md, color: vars.color.text.secondary });
export const captionWarn = style([caption, { color: vars.color.caution.text }]);
export const captionOver = style([caption, { color: vars.color.critical.text, fontWeight: vars.font.weight.medium }]);
