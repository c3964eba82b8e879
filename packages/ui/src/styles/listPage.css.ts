// The frame of a paginated list page: toolbar with search, the table panel and its loading rows.
import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints.ts';
import { vars } from '../theme/vars.css.ts';
import { cardSurface } from './surface.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const search = style({
  width: '100%',
  '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { width: 360 } },
});

export const tableWrap = style({ position: 'relative', minWidth: 0 });

/** A thin indeterminate bar over the table's top edge while a new page or search result loads. */
export const refreshBar = style({ position: 'absolute', top: 0, left: 1, right: 1, zIndex: 2, overflow: 'hidden', borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0` });

export const skeletonRows = style([cardSurface, { display: 'grid', gap: vars.space.md, padding: vars.space.lg }]);

export const skeletonRow = style({ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr 1.5fr', gap: vars.space.lg, alignItems: 'center' });

export const panel = cardSurface;
