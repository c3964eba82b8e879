import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const linkVariantNames = ['inline', 'standalone', 'subtle'] as const;

export const link = recipe({
  base: {
    color: vars.color.text.link,
    textDecorationThickness: '1px',
    textUnderlineOffset: '2px',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.text.linkHover },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      inline: { textDecoration: 'underline' },
      standalone: { textDecoration: 'none', fontWeight: vars.font.weight.medium, selectors: { '&[data-hovered]': { textDecoration: 'underline' } } },
      subtle: { color: vars.color.text.secondary, textDecoration: 'underline', selectors: { '&[data-hovered]': { color: vars.color.text.primary } } },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
