import { style } from '@vanilla-extract/css';
import { choice as choiceBase, choiceSelected } from '../../styles/choice.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const legend = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
  marginBottom: vars.space.xs,
});
export const choice = style([
  choiceBase,
  {
    gap: vars.space.xs,
    selectors: {
      '&[data-selected][data-value="accept"]': choiceSelected.positive,
      '&[data-selected][data-value="reject"]': choiceSelected.critical,
      '&[data-selected][data-value="refrain"]': { ...choiceSelected.brand, background: vars.color.surface.selected },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);
export const current = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });
export const error = style({ margin: 0, color: vars.color.critical.text, fontSize: vars.font.size.md });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
