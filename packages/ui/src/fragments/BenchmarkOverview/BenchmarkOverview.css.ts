import { style } from '@vanilla-extract/css';
import { callout, calloutTone } from '../../styles/callout.css.ts';
import { iconFrame } from '../../styles/controls.css.ts';
import { cardGrid } from '../../styles/layout.css.ts';
import { cardSurface } from '../../styles/surface.css.ts';
import { listReset } from '../../styles/utilities.css.ts';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export { statGrid as stats } from '../../styles/layout.css.ts';

export const phases = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const phase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  minWidth: 0,
  selectors: {
    '&[data-state="done"]': { color: vars.color.text.secondary },
    '&[aria-current="step"]': {
      borderColor: vars.color.brand.border,
      background: vars.color.brand.soft,
      color: vars.color.brand.text,
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const phaseLabel = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const phaseNumber = style([
  iconFrame,
  { width: 22, height: 22, flexShrink: 0, borderRadius: vars.radius.full, border: `1px solid currentColor`, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' },
]);

export const sectionTitle = style({ fontSize: vars.font.size.base, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });

export const actions = style([cardGrid, listReset, { gap: vars.space.md }]);

export const action = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%', padding: vars.space.lg, boxShadow: vars.shadow.sm },
]);

export const actionHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const actionIcon = style([
  iconFrame,
  { width: 28, height: 28, flexShrink: 0, borderRadius: vars.radius.md, background: vars.color.brand.soft, color: vars.color.brand.text },
]);
export const actionTitle = style({ fontSize: vars.font.size.base, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const actionText = style({
  flex: 1,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.text.secondary,
});
export const actionFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const reason = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.md} ${vars.space.xl}`,
  margin: 0,
  '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export { detail, detailWide as wide, detailTerm as term, detailValue as definition } from '../../styles/details.css.ts';
export const notSet = style({ color: vars.color.text.muted });

/** The "done" badge pushed to the end of its row. */
export const endBadge = style({ marginLeft: 'auto' });
export const actionTextSpaced = style({ marginTop: vars.space.sm });

/** Issue 19: decisions made under older criteria. */
export const outdatedBanner = style([
  callout,
  calloutTone.caution,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' },
]);
export const outdatedText = style({ margin: 0, display: 'inline-flex', gap: vars.space.xs, alignItems: 'flex-start' });
export const outdatedIcon = style({ flexShrink: 0, marginTop: 2 });
