import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, alignSelf: 'flex-start' });
/** The eyebrow link of a list page's header. */
export const eyebrow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
/** `md` keeps the body size; `sm` is the smaller text of the client and benchmark pages. */
export const size = styleVariants({ md: {}, sm: { fontSize: vars.font.size.md } });
