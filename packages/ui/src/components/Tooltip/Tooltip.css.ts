import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const tooltip = style({
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
});
