// A verbatim citation as a button that opens its source, and the line naming where it was found.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const citation = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderLeft: `2px solid ${vars.color.border.strong}`,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  cursor: 'pointer',
  borderRadius: 0,
  selectors: {
    '&:hover': { background: vars.color.surface.hover, borderLeftColor: vars.color.brand.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const citationWhere = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.text.muted, marginTop: 2 });
