import { style } from '@vanilla-extract/css';
import { bodyCell } from '../../components/Table/Table.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export { container } from '../../components/Table/Table.css.ts';

export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md });

export { headerCell as head } from '../../components/Table/Table.css.ts';

export const cell = style([bodyCell, { textAlign: 'left', fontWeight: vars.font.weight.regular }]);

// The numeric column's header may wrap on a phone so the month label keeps its one line.
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'normal' });

export const monthRow = style({ cursor: 'pointer', selectors: { '&:hover': { background: vars.color.surface.hover } } });
export const dayRow = style({ background: vars.color.surface.sunken });
export const dayCell = style({ paddingLeft: 44, color: vars.color.text.secondary });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  marginLeft: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': focusRing },
});

export const chevron = style({
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const empty = style({ padding: `${vars.space.xxl} ${vars.space.md}`, textAlign: 'center', color: vars.color.text.secondary });
export const days = style({ marginLeft: vars.space.sm, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular, color: vars.color.text.muted });
