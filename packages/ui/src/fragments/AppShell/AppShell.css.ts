import { style } from '@vanilla-extract/css';
import { pageFrame } from '../../styles/page.css.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

const md = `screen and (min-width: ${breakpoints.md}px)`;

/** The page frame, with the sidebar beside the page from md. */
export const root = style([pageFrame, { '@media': { [md]: { flexDirection: 'row' } } }]);

export const main = style({
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  outline: 'none',
  '@media': { [md]: { padding: `${vars.space.xxl} ${vars.space.xxl} ${vars.space.xxxl}` } },
});

export const content = style({ maxWidth: 1200, marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'fixed',
        top: vars.space.sm,
        left: vars.space.sm,
        width: 'auto',
        height: 'auto',
        clip: 'auto',
        margin: 0,
        padding: `${vars.space.sm} ${vars.space.md}`,
        zIndex: vars.zIndex.toast,
        background: vars.color.surface.default,
        color: vars.color.text.link,
        borderRadius: vars.radius.md,
        boxShadow: vars.shadow.md,
      },
    },
  },
]);
