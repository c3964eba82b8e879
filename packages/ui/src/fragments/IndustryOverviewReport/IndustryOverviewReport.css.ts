import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../styles/surface.css.ts';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0, maxWidth: 1080 });

export const panel = style([cardSurface, { display: 'grid', gap: vars.space.md, padding: vars.space.xl }]);

export { sectionHeading as panelTitle } from '../../styles/text.css.ts';
export { leadText as panelText } from '../../styles/text.css.ts';
export const panelActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const failed = style([panel, { borderColor: vars.color.critical.border, background: vars.color.critical.soft }]);
export const failedText = style({
  margin: 0,
  color: vars.color.critical.text,
  fontSize: vars.font.size.base,
  lineHeight: vars.font.lineHeight.base,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
});
export const summaryItem = style({ display: 'flex', gap: vars.space.xs });
export const summaryTerm = style({ color: vars.color.text.muted });
export const summaryValue = style({ margin: 0, fontWeight: vars.font.weight.medium, color: vars.color.text.primary });

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const sectionTitle = style({
  margin: 0,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.semibold,
});
export const silent = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.base });

export const statement = style({ display: 'grid', gap: vars.space.sm });
export const statementText = style({
  margin: 0,
  fontSize: vars.font.size.base,
  lineHeight: '22px',
  color: vars.color.text.primary,
  maxWidth: '75ch',
});
export const refs = style({ display: 'inline-flex', gap: 2, marginLeft: vars.space.xs, verticalAlign: 'baseline' });
export const ref = style({
  minWidth: 22,
  height: 18,
  padding: '0 4px',
  border: `1px solid ${vars.color.brand.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand.soft,
  color: vars.color.brand.text,
  fontSize: vars.font.size.xs,
  lineHeight: '16px',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[aria-expanded="true"]': {
      background: vars.color.brand.strong,
      color: vars.color.brand.onStrong,
      borderColor: vars.color.brand.strong,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const quotes = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', maxWidth: '75ch' });
export const quote = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `3px solid ${vars.color.brand.border}`,
  background: vars.color.surface.sunken,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  display: 'grid',
  gap: vars.space.xs,
});
export const quoteText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
export const quoteSource = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

export const tableBlock = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const tableTitle = style({ margin: 0, fontSize: vars.font.size.base, fontWeight: vars.font.weight.semibold });
export const tableNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const sources = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [`screen and (min-width: ${breakpoints.lg}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const source = style({ display: 'grid', gap: 2, fontSize: vars.font.size.md, minWidth: 0, overflowWrap: 'anywhere' });

export const skeleton = style([panel, { minHeight: 240 }]);
