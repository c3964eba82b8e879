// A criterion's result row (the Accept/Reject results and Human Review): its "Accept if" / "Reject
// if" badge in a column of its own, the criterion beside it and its verdict under the criterion on a
// phone (after it from md up), so every row's criterion starts at the same place and wraps
// under itself, never under the badge (new-user trial, 2026-11-27).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { mediaUp } from '../theme/breakpoints.ts';

/** Wide enough for "Accept if" and "Reject if", so both rows' criteria start at one place. */
const BADGE_COLUMN = '4.5rem';

export const criterionRowHead = style({
  display: 'grid',
  gridTemplateColumns: `${BADGE_COLUMN} minmax(0, 1fr)`,
  columnGap: vars.space.sm,
  rowGap: 2,
  alignItems: 'baseline',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  // From md up the verdict follows the criterion on its line (the criterion wraps before it does).
  '@media': { [mediaUp('md')]: { gridTemplateColumns: `${BADGE_COLUMN} minmax(0, max-content) minmax(max-content, 1fr)` } },
});
/** The badge at the start of its column. */
export const criterionRowBadge = style({ justifySelf: 'start' });
export const criterionRowText = style({ gridColumn: 2, minWidth: 0 });
/** The verdict: under the criterion on a phone, after it from md up. */
export const criterionRowVerdict = style({
  gridColumn: 2,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  '@media': { [mediaUp('md')]: { gridColumn: 3 } },
});
