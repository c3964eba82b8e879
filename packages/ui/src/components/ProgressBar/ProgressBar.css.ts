import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.ts';

/** Spec tones: blue (normal), yellow (above 75 %), red (above 100 %). */
export const progressToneNames = ['brand', 'caution', 'critical'] as const;

export const root = style({ display: 'grid', gap: vars.space.xs, width: '100%' });

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
});
export const label = style({ fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
export const value = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: 6,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.neutral.soft,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand.strong },
      caution: { background: vars.color.caution.strong },
      critical: { background: vars.color.critical.strong },
    },
    indeterminate: { true: { width: '40%', animation: `${slide} 1.2s ${vars.motion.easing.standard} infinite` }, false: {} },
  },
  defaultVariants: { tone: 'brand', indeterminate: false },
});
export type ProgressFillVariants = NonNullable<RecipeVariants<typeof fill>>;
