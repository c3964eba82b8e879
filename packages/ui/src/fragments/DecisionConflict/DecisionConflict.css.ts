import { style } from '@vanilla-extract/css';
import { termColumns } from '../../styles/details.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.caution.border}`,
  background: vars.color.caution.soft,
  color: vars.color.text.primary,
});
export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.base,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.caution.text,
});
export const text = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md });
export const pair = style([termColumns, { gap: `2px ${vars.space.md}`, fontSize: vars.font.size.md }]);
export const term = style({ color: vars.color.text.secondary });
export const def = style({ margin: 0, fontWeight: vars.font.weight.medium });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
