import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  textAlign: 'center',
});
export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    marginBottom: vars.space.xs,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.neutral.soft, color: vars.color.text.secondary },
      critical: { background: vars.color.critical.soft, color: vars.color.critical.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export const title = style({ fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const description = style({ maxWidth: 420, fontSize: vars.font.size.base, color: vars.color.text.secondary });
export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm });
