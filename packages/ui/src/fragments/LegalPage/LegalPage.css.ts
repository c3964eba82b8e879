import { style } from '@vanilla-extract/css';
import { publicWidth } from '../../styles/page.css.ts';
import { mediaUp } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

const md = mediaUp('md');
const lg = mediaUp('lg');

export const root = style([publicWidth, { padding: '48px 20px 72px', '@media': { [md]: { padding: '80px 32px 96px' } } }]);
export const header = style({
  display: 'grid',
  gap: 12,
  maxWidth: 760,
  paddingBottom: 32,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
export { eyebrowText as eyebrow } from '../../styles/text.css.ts';
export const title = style({ fontSize: 32, lineHeight: 1.15, letterSpacing: '-0.02em', '@media': { [md]: { fontSize: 42 } } });
export const updated = style({ color: vars.color.text.muted });
export const intro = style({ color: vars.color.text.secondary, fontSize: vars.font.size.lg, lineHeight: 1.7 });
export const layout = style({
  display: 'grid',
  gap: 40,
  paddingTop: 32,
  '@media': { [lg]: { gridTemplateColumns: '220px minmax(0, 760px)', gap: 64 } },
});
export const toc = style({
  display: 'none',
  '@media': { [lg]: { display: 'block', position: 'sticky', top: 88, alignSelf: 'start' } },
});
export const tocTitle = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
  marginBottom: 10,
});
export const tocList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 });
export const tocLink = style({
  color: vars.color.text.secondary,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
  selectors: { '&:hover': { color: vars.color.text.primary, textDecoration: 'underline' } },
});
export const sections = style({ display: 'grid', gap: 36 });
export const section = style({ display: 'grid', gap: 12, scrollMarginTop: 88 });
export const h2 = style({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.xl, letterSpacing: '-0.01em' });
export const p = style({ color: vars.color.text.secondary, fontSize: 15, lineHeight: 1.75 });
export const list = style({
  margin: 0,
  paddingLeft: 20,
  display: 'grid',
  gap: 8,
  color: vars.color.text.secondary,
  fontSize: 15,
  lineHeight: 1.7,
});
