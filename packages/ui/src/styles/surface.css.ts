// The two frames most blocks sit in. Compose them with the block's own layout:
// `style([cardSurface, { display: 'grid', gap: vars.space.md, padding: vars.space.xl }])`.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** A card on the page: default surface, default border, large radius (panels, stat cards, list frames). */
export const cardSurface = style({
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

/** A group inside a card: a subtle border with a medium radius, no fill of its own. */
export const subtleFrame = style({ border: `1px solid ${vars.color.border.subtle}`, borderRadius: vars.radius.md });
