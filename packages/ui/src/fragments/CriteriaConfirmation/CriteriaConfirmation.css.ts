import { style } from '@vanilla-extract/css';
import { choiceSelected } from '../../styles/choice.css.ts';
import { chip } from '../../styles/filterChip.css.ts';
import { callout, calloutSoft } from '../../styles/callout.css.ts';
import { subtleFrame } from '../../styles/surface.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });
export const blocked = style([callout, calloutSoft.caution, { margin: 0 }]);
export const group = style([subtleFrame, { display: 'grid', gap: vars.space.sm, padding: vars.space.md }]);
export const groupHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const groupTitle = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.base,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const groupHint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });
export const rows = style({ display: 'grid', gap: 0, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
export const company = style({
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const choices = style({ display: 'flex', gap: vars.space.xs });
/** A square-cornered chip whose chosen look follows its answer (the tones override the chip's own). */
export const choice = style([
  chip,
  {
    borderRadius: vars.radius.md,
    borderColor: vars.color.border.field,
    selectors: {
      '&[data-selected][data-value="confirm"]': choiceSelected.positive,
      '&[data-selected][data-value="revert"]': choiceSelected.caution,
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
});
