import { style } from '@vanilla-extract/css';
import { callout, calloutSoft } from '../../styles/callout.css.ts';
import { vars } from '../../theme/vars.css.ts';

export { citation, citationWhere } from '../../styles/citation.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0, alignContent: 'start' });
export const header = style({ display: 'grid', gap: vars.space.xs });
export const name = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
});
export const notice = style([callout, calloutSoft.info, { margin: 0 }]);
export { facts } from '../../styles/details.css.ts';
export const term = style({ color: vars.color.text.muted });
export const def = style({
  margin: 0,
  color: vars.color.text.primary,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});
export { noteText as paragraph } from '../../styles/text.css.ts';
export const criteria = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const criterion = style({ display: 'grid', gap: vars.space.xs });
export const sources = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.md,
});
export const source = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});
export const sourceName = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.medium });
export const summaryActions = style({ display: 'flex', justifyContent: 'flex-end' });
