import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  background: vars.color.surface.canvas,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.base,
});

export const spinner = style({
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.brand.soft}`,
  borderTopColor: vars.color.brand.strong,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
