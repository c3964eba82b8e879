import { style } from '@vanilla-extract/css';
import { calloutTone } from '../../styles/callout.css.ts';
import { termColumns } from '../../styles/details.css.ts';
import { vars } from '../../theme/vars.css.ts';

/** The caution tone's frame and fill, in body-coloured text. */
export const root = style([calloutTone.caution, { display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, color: vars.color.text.primary }]);
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
