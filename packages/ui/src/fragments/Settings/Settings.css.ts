import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

export { form } from '../../styles/form.css.ts';

const lg = `screen and (min-width: ${breakpoints.lg}px)`;

// minmax(0, 1fr): a column may shrink below its content's width, so the Team table scrolls inside
// its card instead of widening the page on a phone (375 px).
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [lg]: { gridColumn: '1 / -1' } } });

export { fieldPairs as row } from '../../styles/layout.css.ts';

export const readOnly = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.font.size.md });
export const readOnlyLabel = style({ fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
export const readOnlyValue = style({ color: vars.color.text.secondary });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const memberName = style({ display: 'grid', minWidth: 0 });
export const memberPrimary = style({ fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
export const memberEmail = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
export const you = style({ fontWeight: vars.font.weight.regular, color: vars.color.text.muted });

export const intro = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md, color: vars.color.text.secondary });
