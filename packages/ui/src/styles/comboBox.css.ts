// The pieces of a searchable combo box that the create forms share: the open button and the no-match text.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: '100%',
  border: 'none',
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { color: vars.color.text.primary } },
});
export const empty = style({ padding: vars.space.sm, fontSize: vars.font.size.md, color: vars.color.text.muted });
