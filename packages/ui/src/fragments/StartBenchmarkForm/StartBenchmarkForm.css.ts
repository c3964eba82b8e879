import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

// The combo box's open button and no-match text are the create forms' (one look on hover too).
export { empty, trigger } from '../../styles/comboBox.css.ts';

export const years = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const yearGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  '@media': { [`screen and (min-width: ${breakpoints.sm}px)`]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
  selectors: { '[data-invalid] > &': { borderColor: vars.color.critical.strong } },
});

export const yearsHeader = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const count = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

export const clientItem = style({ display: 'grid', gap: 0, minWidth: 0 });
export const clientMeta = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
