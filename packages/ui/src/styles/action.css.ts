// A link styled as a button, for the public site's calls to action (marketing sections and header).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from './utilities.css.ts';

const actionBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 44,
  paddingInline: 20,
  borderRadius: vars.radius.lg,
  border: '1px solid transparent',
  fontSize: vars.font.size.base,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: { '&:focus-visible': focusRing },
});
export const action = styleVariants({
  primary: [
    actionBase,
    {
      background: vars.color.brand.strong,
      color: vars.color.brand.onStrong,
      boxShadow: vars.shadow.sm,
      selectors: { '&:hover': { background: vars.color.brand.strongHover } },
    },
  ],
  secondary: [
    actionBase,
    {
      background: vars.color.surface.default,
      color: vars.color.text.primary,
      borderColor: vars.color.border.default,
      selectors: { '&:hover': { background: vars.color.surface.hover, borderColor: vars.color.border.strong } },
    },
  ],
  text: [
    actionBase,
    {
      paddingInline: 4,
      color: vars.color.text.link,
      selectors: { '&:hover': { color: vars.color.text.linkHover, textDecoration: 'underline' } },
    },
  ],
});
export const actionSize = styleVariants({
  md: {},
  sm: { minHeight: 36, paddingInline: 14, fontSize: vars.font.size.md },
});
