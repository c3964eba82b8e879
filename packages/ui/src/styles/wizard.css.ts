import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints.ts';
import { vars } from '../theme/vars.css.ts';
import { callout, calloutTone } from './callout.css.ts';
import { shrinkColumn } from './layout.css.ts';

const md = `screen and (min-width: ${breakpoints.md}px)`;

export const root = shrinkColumn.lg;
export const stack = shrinkColumn.md;

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
});
export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.md,
  color: vars.color.text.muted,
  selectors: { '&[aria-current="step"]': { color: vars.color.text.primary, fontWeight: vars.font.weight.semibold } },
});
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
  selectors: {
    [`${step}[aria-current="step"] &`]: { background: vars.color.brand.strong, color: vars.color.brand.onStrong, borderColor: 'transparent' },
    [`${step}[data-done] &`]: { background: vars.color.positive.soft, color: vars.color.positive.text, borderColor: vars.color.positive.border },
  },
});
export const stepSeparator = style({ color: vars.color.text.muted, fontSize: vars.font.size.md });

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const subheading = style({ margin: 0, fontSize: vars.font.size.base, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export { noteText as note } from './text.css.ts';
export const error = style([callout, calloutTone.critical, { margin: 0 }]);
export const success = style([callout, calloutTone.positive, { margin: 0 }]);
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'flex-end',
  borderTop: `1px solid ${vars.color.border.subtle}`,
  paddingTop: vars.space.md,
});
export const spacer = style({ flex: 1 });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const fact = style({ display: 'grid', gap: vars.space.xxs, margin: 0, minWidth: 0 });
export const factLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
export const factValue = style({ margin: 0, fontSize: vars.font.size.base, color: vars.color.text.primary, overflowWrap: 'anywhere' });

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const mappingRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
});
export const mappingMeta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', fontSize: vars.font.size.sm, color: vars.color.text.muted, minWidth: 0 });
export const sample = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' });

export const scroll = style({ overflowX: 'auto', minWidth: 0, border: `1px solid ${vars.color.border.subtle}`, borderRadius: vars.radius.md });
export const grid = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.md });
export const th = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  background: vars.color.surface.sunken,
});
export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  verticalAlign: 'middle',
  maxWidth: 260,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const tdWide = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border.subtle}`, verticalAlign: 'top' });
export const rowHeader = style([td, { textAlign: 'left', fontWeight: vars.font.weight.medium }]);
/** A select inside a table cell keeps a fixed width whatever its value. */
export const cellSelect = style({ width: 200, minWidth: 0 });
export const unitSelect = style({ width: 170, minWidth: 0 });
export const missing = style({ color: vars.color.text.muted, fontStyle: 'italic' });

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const control = style({ minWidth: 150, flex: '1 1 150px', maxWidth: 280 });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs, fontSize: vars.font.size.md, color: vars.color.text.secondary });
export const fileBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const fileName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary, overflowWrap: 'anywhere' });

/** A stack of a title and its one-line details (the company file bar). */
export const stackTight = style([stack, { gap: vars.space.xxs }]);

/** The sheet's first rows in step 1: the header row stands out. */
export const headerRowMark = style({ background: vars.color.surface.selected, fontWeight: vars.font.weight.semibold });
export const rowNumber = style([td, { color: vars.color.text.muted, width: '1%', fontVariantNumeric: 'tabular-nums' }]);
