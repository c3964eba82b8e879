// Page grids that several fragments lay out the same way. Compose one with the block's own extras:
// `style([cardGrid, listReset, { gap: vars.space.md }])`.
import { style, styleVariants } from '@vanilla-extract/css';
import { mediaUp, type Breakpoint } from '../theme/breakpoints.ts';
import { vars } from '../theme/vars.css.ts';

const oneColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 } as const;

/** One column whose children may shrink below their content (wide tables scroll inside their frame), by gap. */
export const shrinkColumn = styleVariants({ md: { ...oneColumn, gap: vars.space.md }, lg: { ...oneColumn, gap: vars.space.lg } });

/** One column on a phone that becomes two, then more, equal columns from two breakpoints up. */
function growingGrid(gap: string, two: Breakpoint, [more, columns]: [Breakpoint, number]) {
  return style({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap,
    '@media': {
      [mediaUp(two)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaUp(more)]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
    },
  });
}

/** Stat cards: one column on a phone, two from sm, four from lg. */
export const statGrid = growingGrid(vars.space.md, 'sm', ['lg', 4]);

/** Cards: one column on a phone, two from md, three from xl. */
export const cardGrid = growingGrid(vars.space.lg, 'md', ['xl', 3]);

/** A wide main column and a narrower side one (3:2) from lg, stacked below. */
export const splitColumns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** Form fields one under another on a phone, two side by side from sm. */
export const fieldPairs = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr' } },
});
