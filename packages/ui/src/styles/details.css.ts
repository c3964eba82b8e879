// Description lists (<dl>) that several fragments draw alike: a term beside its value in two
// columns, and labelled details stacked in a grid of their own.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Terms in a narrow first column, their values in the rest; the user gives gap and type size. */
export const termColumns = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', margin: 0 });

/** The company facts of a review or an analysis: term and value with an xs/md gap. */
export const facts = style([termColumns, { gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.size.md }]);

/** One labelled detail (a <div> of <dt> and <dd>) in a grid of details; `detailWide` spans the row. */
export const detail = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const detailWide = style({ gridColumn: '1 / -1' });
export const detailTerm = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text.muted });
/** A detail's value keeps its line breaks and wraps long words (addresses, URLs). */
export const detailValue = style({
  margin: 0,
  fontSize: vars.font.size.base,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
