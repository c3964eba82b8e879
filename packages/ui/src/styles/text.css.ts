// Text styles several fragments set alike: a section's title and the two sizes of secondary prose.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** A section's (or a card's) title in the large size, in the surrounding colour. */
export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});
/** The same title in the primary text colour. */
export const sectionTitle = style([sectionHeading, { color: vars.color.text.primary }]);

/** Explaining prose in the body size (a card's description, a form's introduction). */
export const leadText = style({ margin: 0, fontSize: vars.font.size.base, lineHeight: vars.font.lineHeight.base, color: vars.color.text.secondary });

/** Explaining prose in the small size (a note, a flag's message). */
export const noteText = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md, color: vars.color.text.secondary });

/** A page's (or a big figure's) title in the extra-large size, slightly tightened. */
export const pageTitle = style({
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.xxl,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '-0.01em',
  color: vars.color.text.primary,
});

/** The small capitals over a public page's title (legal pages, pricing and contact, marketing sections). */
export const eyebrowText = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.brand.text,
});
