import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { toneNames } from '../../theme/tokens/color.ts';
import { vars } from '../../theme/vars.css.ts';

export const badgeToneNames = toneNames;

const toneStyles = Object.fromEntries(
  toneNames.map((tone) => [
    tone,
    { background: vars.color[tone].soft, color: vars.color[tone].text, borderColor: vars.color[tone].border },
  ]),
) as Record<(typeof toneNames)[number], { background: string; color: string; borderColor: string }>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    height: 22,
    padding: `0 ${vars.space.sm} 0 6px`,
    border: '1px solid',
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: toneStyles,
    size: { sm: { height: 20, fontSize: vars.font.size.xs }, md: {} },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
