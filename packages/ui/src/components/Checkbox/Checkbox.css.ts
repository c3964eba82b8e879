import { style } from '@vanilla-extract/css';
import { toggleLabel } from '../../styles/controls.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = toggleLabel;

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 16,
  height: 16,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.fieldHover}`,
  background: vars.color.surface.default,
  color: vars.color.brand.onStrong,
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.text.muted },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      background: vars.color.brand.strong,
      borderColor: vars.color.brand.strong,
    },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical.strong },
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
});
