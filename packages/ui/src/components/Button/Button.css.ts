import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const buttonVariantNames = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizeNames = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.sans,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    position: 'relative',
    transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand.strong,
        color: vars.color.brand.onStrong,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.brand.strongHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.brand.strongHover, transform: 'translateY(0.5px)' },
        },
      },
      secondary: {
        background: vars.color.surface.default,
        color: vars.color.text.primary,
        borderColor: vars.color.border.default,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surface.hover, borderColor: vars.color.border.strong },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.surface.pressed },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text.secondary,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surface.hover, color: vars.color.text.primary },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.surface.pressed },
        },
      },
      danger: {
        background: vars.color.critical.strong,
        color: vars.color.critical.onStrong,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.critical.strongHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.critical.strongHover },
        },
      },
    },
    size: {
      sm: { height: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.font.size.md },
      md: { height: vars.size.controlMd, paddingInline: vars.space.md, fontSize: vars.font.size.md },
      lg: { height: vars.size.controlLg, paddingInline: vars.space.lg, fontSize: vars.font.size.base },
    },
    iconOnly: { true: { paddingInline: 0, aspectRatio: '1' }, false: {} },
  },
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 14,
  height: 14,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  flexShrink: 0,
});
