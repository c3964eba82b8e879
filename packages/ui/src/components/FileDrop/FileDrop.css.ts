import { style } from '@vanilla-extract/css';
import { iconFrame } from '../../styles/controls.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  textAlign: 'center',
  background: vars.color.surface.default,
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text.secondary,
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&[data-drop-target]': { background: vars.color.brand.soft, borderColor: vars.color.brand.strong, borderStyle: 'solid' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { background: vars.color.surface.sunken, borderColor: vars.color.border.default },
  },
});

export const icon = style([
  iconFrame,
  { width: 40, height: 40, borderRadius: vars.radius.full, background: vars.color.neutral.soft, color: vars.color.text.secondary },
]);

export const title = style({ fontSize: vars.font.size.base, fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
export const rejection = style({ fontSize: vars.font.size.sm, color: vars.color.critical.text });
