import { globalStyle, style } from '@vanilla-extract/css';
import { callout, calloutTone } from '../../styles/callout.css.ts';
import { shrinkColumn } from '../../styles/layout.css.ts';
import { cardSurface } from '../../styles/surface.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

// Grids of one column that may shrink below their content, so wide tables scroll inside their frame.
export const root = shrinkColumn.lg;

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`screen and (min-width: ${breakpoints.lg}px)`]: {
      gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1.5fr)',
    },
  },
});

export const yearsGroup = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const yearsLegend = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
  padding: 0,
});
export const yearsList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minHeight: vars.size.controlMd,
  alignItems: 'center',
});

export const toolbarFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const saveState = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  selectors: { '&[data-state="error"]': { color: vars.color.critical.text } },
});

export { statGrid as stats } from '../../styles/layout.css.ts';

export const note = style({ margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm, color: vars.color.text.muted });

export const notice = style([callout, calloutTone.caution, { display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' }]);

// ---------------------------------------------------------------- chart
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const chartBox = style({ width: '100%', minWidth: 0 });
export const chart = style({ display: 'block', width: '100%', overflow: 'visible', fontFamily: vars.font.family.sans });
export const axisLine = style({ stroke: vars.color.border.strong, strokeWidth: 1 });
export const gridLine = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });
export const tickLabel = style({ fill: vars.color.text.muted, fontSize: 11 });
export const band = style({ fill: vars.color.brand.soft, stroke: vars.color.brand.border, strokeWidth: 1 });
export const bandLabel = style({ fill: vars.color.brand.text, fontSize: 11, fontWeight: 500 });
export const median = style({ stroke: vars.color.brand.strong, strokeWidth: 2 });
export const medianLabel = style({ fill: vars.color.brand.text, fontSize: 11, fontWeight: 600 });
export const point = style({ fill: vars.color.neutral.strong, stroke: vars.color.surface.default, strokeWidth: 1.5 });
export const pointExcluded = style({
  fill: vars.color.surface.default,
  stroke: vars.color.text.muted,
  strokeWidth: 1.5,
  strokeDasharray: '2 2',
});
export const tested = style({ fill: vars.color.caution.strong, stroke: vars.color.surface.default, strokeWidth: 1.5 });
export const testedWithin = style({ fill: vars.color.positive.strong, stroke: vars.color.surface.default, strokeWidth: 1.5 });
export const testedLine = style({ stroke: vars.color.text.secondary, strokeWidth: 1, strokeDasharray: '3 3' });
export const testedLabel = style({ fill: vars.color.text.primary, fontSize: 11, fontWeight: 600 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({ width: 12, height: 12, flexShrink: 0, display: 'inline-block' });

// ---------------------------------------------------------------- tables
// Positioned, so visually hidden labels inside stay within the scrolling frame.
export const tableWrap = style([cardSurface, { position: 'relative', overflowX: 'auto', maxWidth: '100%' }]);
export { tableText as table } from '../../components/Table/Table.css.ts';
export const caption = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  captionSide: 'bottom',
});
export { headerCell as th } from '../../components/Table/Table.css.ts';
export const td = style({
  height: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  verticalAlign: 'middle',
});
export const num = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const nameCell = style({ minWidth: 180, maxWidth: 320 });
export const companyName = style({
  display: 'block',
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const subtle = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.text.muted });
export const missing = style({ color: vars.color.text.muted });
export const excludedRow = style({});
globalStyle(`${excludedRow} > td`, { color: vars.color.text.muted, background: vars.color.surface.sunken });
export const statRow = style({});
globalStyle(`${statRow} > th, ${statRow} > td`, { background: vars.color.surface.sunken, fontWeight: vars.font.weight.medium, height: 34 });
export const rowHeader = style({
  fontWeight: vars.font.weight.medium,
  textAlign: 'left',
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});

export const numberInput = style({
  width: 112,
  height: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  textAlign: 'right',
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border.fieldHover },
    '&[data-focus-visible], &:focus-visible': { ...focusRing, outlineOffset: '0' },
    '&[data-invalid]': { borderColor: vars.color.critical.strong },
  },
});

export const wcaControls = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1.6fr)' },
  },
});

export const fieldLabel = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
export const fieldStack = style({ display: 'grid', gap: vars.space.xs });
export const baseText = style({
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
  minHeight: vars.size.controlMd,
  display: 'flex',
  alignItems: 'center',
});

export const section = shrinkColumn.md;

export const description = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.base,
  lineHeight: vars.font.lineHeight.base,
});

export const textarea = style({
  width: '100%',
  minHeight: 120,
  padding: vars.space.sm,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.base,
  lineHeight: vars.font.lineHeight.base,
  color: vars.color.text.primary,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  outline: 'none',
  selectors: { '&[data-focus-visible], &:focus-visible': { ...focusRing, outlineOffset: '0' } },
});

export const dialogBody = style([shrinkColumn.md, { maxWidth: '100%' }]);
export const errorText = style({ margin: 0, color: vars.color.critical.text, fontSize: vars.font.size.sm });

// Table cells that differ from their column.
/** A company name as the row header: left-aligned, in the body weight. */
export const nameHeader = style({ textAlign: 'left', fontWeight: 'normal' });
/** The tested party's row header keeps the header weight. */
export const nameHeaderStrong = style({ textAlign: 'left' });
/** The figure a row leads to (the PLI used in the range). */
export const strongNum = style({ fontWeight: vars.font.weight.semibold });
export const statusCell = style({ minWidth: 170 });
export const endCell = style({ textAlign: 'right' });

/** The working-capital interest rate: a full-width, left-aligned number field. */
export const rateInput = style([numberInput, { width: '100%', height: 32, textAlign: 'left' }]);
/** The Rule 10CA tolerance select, wide enough for its longest option. */
export const toleranceSelect = style({ minWidth: 260 });

// ---------------------------------------------------------------- outdated decisions (issue 19)
export const outdatedNotice = style([callout, calloutTone.caution, { display: 'grid', gap: vars.space.sm }]);
export const outdatedText = style({ margin: 0, display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', lineHeight: vars.font.lineHeight.md });
export const outdatedIcon = style({ flexShrink: 0, marginTop: 3 });
export const outdatedActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const pointOutdated = style({ fill: vars.color.caution.strong, stroke: vars.color.surface.default, strokeWidth: 1.5 });
