import { style } from '@vanilla-extract/css';
import { cardGrid, shrinkColumn } from '../../styles/layout.css.ts';
import { callout, calloutTone } from '../../styles/callout.css.ts';
import { choice, choiceSelected } from '../../styles/choice.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = shrinkColumn.lg;
export const sectionTabs = shrinkColumn.lg;

export const groups = style([cardGrid, { margin: 0 }]);
export const group = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', border: 0, margin: 0, padding: 0, minWidth: 0 });
export const groupLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const hint = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.text.muted, marginLeft: 26 });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const toolbarGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export { noteText as note } from '../../styles/text.css.ts';
export const sheets = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
});
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'flex-end',
  borderTop: `1px solid ${vars.color.border.subtle}`,
  paddingTop: vars.space.md,
});
export const error = style({ margin: 0, color: vars.color.critical.text, fontSize: vars.font.size.md });
export const statusRow = style({ display: 'grid', gap: vars.space.sm });
export const statusList = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` });

// One company's report: the matching companies, each with its download.
export const matches = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});
export const match = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});
export const matchName = style({
  display: 'grid',
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});
export const matchStatus = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular, color: vars.color.text.muted });

// The study report: the format as two choices, the draft state explained.
export const formatLegend = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
  marginBottom: vars.space.xs,
});
export const formatChoices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const formatChoice = style([choice, { selectors: { '&[data-selected]': choiceSelected.brand } }]);
export const draftNote = style([callout, calloutTone.neutral, { margin: 0, lineHeight: vars.font.lineHeight.md }]);
