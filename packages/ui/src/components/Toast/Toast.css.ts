import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { ghostIconButton } from '../../styles/controls.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Bottom-start stack, newest at the bottom. */
export const region = style({
  position: 'fixed',
  insetInlineStart: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  width: 'min(380px, calc(100vw - 32px))',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.lg } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  outline: 'none',
  animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, marginTop: 2 },
  variants: {
    kind: {
      success: { color: vars.color.positive.text },
      error: { color: vars.color.critical.text },
      info: { color: vars.color.info.text },
      loading: { color: vars.color.brand.text },
    },
  },
});

export const spinner = style({
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});

export const content = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minWidth: 0 });
export const title = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md, fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
export const description = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md, color: vars.color.text.secondary });

export const close = style([ghostIconButton, { flexShrink: 0, selectors: { '&[data-focus-visible]': focusRing } }]);
