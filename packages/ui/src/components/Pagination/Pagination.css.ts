import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const pageSummary = style({ fontSize: vars.font.size.md, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });
export const pageButtons = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const pageNumber = style({ fontSize: vars.font.size.md, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
