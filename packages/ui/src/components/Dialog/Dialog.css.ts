import { keyframes, style } from '@vanilla-extract/css';
import { iconFrame } from '../../styles/controls.css.ts';
import { vars } from '../../theme/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(6px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.backdrop,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal}` } },
});

export const modal = style({
  width: '100%',
  maxWidth: 480,
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-entering]': { animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` } },
});

export const dialog = style({ outline: 'none', padding: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const icon = style([
  iconFrame,
  { width: 32, height: 32, flexShrink: 0, borderRadius: vars.radius.full, background: vars.color.critical.soft, color: vars.color.critical.text },
]);

export const title = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const body = style({ fontSize: vars.font.size.base, lineHeight: vars.font.lineHeight.base, color: vars.color.text.secondary });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
