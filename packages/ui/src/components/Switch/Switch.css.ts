import { style } from '@vanilla-extract/css';
import { toggleLabel } from '../../styles/controls.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = toggleLabel;

export const track = style({
  position: 'relative',
  width: 30,
  height: 18,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.border.strong,
  transition: `background-color ${vars.motion.duration.normal}`,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.brand.strong },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 14,
  height: 14,
  borderRadius: vars.radius.full,
  background: '#ffffff',
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.25)',
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${root}[data-selected] &`]: { transform: 'translateX(12px)' } },
});
