import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../styles/surface.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

const md = `screen and (min-width: ${breakpoints.md}px)`;

export { splitColumns as grid } from '../../styles/layout.css.ts';

export const column = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const sectionHeader = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.md });

export { sectionTitle } from '../../styles/text.css.ts';

export const benchmarkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const benchmarkItem = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 }, '&:last-child': { paddingBottom: 0 } },
});

export const benchmarkTop = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const benchmarkName = style({
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.base,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-hovered]': { color: vars.color.text.link, textDecoration: 'underline' }, '&[data-focus-visible]': focusRing },
});

export const meta = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text.muted });

export const phases = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const negative = style({ color: vars.color.critical.text });

export const shortcuts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const shortcut = style([
  cardSurface,
  {
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.lg,
    color: vars.color.text.primary,
    textDecoration: 'none',
    outline: 'none',
    transition: `border-color ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.brand.border, boxShadow: vars.shadow.sm },
      '&[data-focus-visible]': focusRing,
    },
  },
]);

export const shortcutTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text.link });
export const shortcutText = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md, color: vars.color.text.secondary });

export const accessList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.sm, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.base });
export const note = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.base });

export const footLink = style({ marginTop: vars.space.md, display: 'inline-block' });
