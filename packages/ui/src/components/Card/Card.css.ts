import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const card = recipe({
  base: {
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    minWidth: 0,
  },
  variants: {
    padding: { none: {}, md: { padding: vars.space.lg }, lg: { padding: vars.space.xl } },
    elevation: { flat: {}, raised: { boxShadow: vars.shadow.sm } },
  },
  defaultVariants: { padding: 'md', elevation: 'raised' },
});
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

// A long title (a source's URL) wraps, and the actions move under it on a narrow screen.
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.md });
export const heading = style({ minWidth: 0 });
export const title = style({ overflowWrap: 'anywhere', fontSize: vars.font.size.base, lineHeight: vars.font.lineHeight.base, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const subtitle = style({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm, color: vars.color.text.muted });
