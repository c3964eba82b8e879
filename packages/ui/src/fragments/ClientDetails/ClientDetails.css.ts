import { style } from '@vanilla-extract/css';
import { detailValue } from '../../styles/details.css.ts';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const title = style({ overflowWrap: 'anywhere' });

export const profile = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.lg} ${vars.space.xl}`,
  margin: 0,
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`screen and (min-width: ${breakpoints.lg}px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export { detail as item, detailWide as wide, detailTerm as term } from '../../styles/details.css.ts';
export const definition = style([detailValue, { lineHeight: vars.font.lineHeight.base }]);
export const notSet = style({ color: vars.color.text.muted });

export const benchmarkName = style({ display: 'grid', gap: 2, minWidth: 200, maxWidth: 420, paddingBlock: vars.space.sm, overflowWrap: 'anywhere' });
export const progressCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 140 });
export const progressText = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const skeleton = style({ display: 'grid', gap: vars.space.md });
