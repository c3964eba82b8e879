import { style } from '@vanilla-extract/css';
import { iconFrame } from '../../styles/controls.css.ts';
import { cardSurface } from '../../styles/surface.css.ts';

import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export { cardGrid as grid } from '../../styles/layout.css.ts';

export const card = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.xl, boxShadow: vars.shadow.sm, minWidth: 0 },
]);

export const cardHeader = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });

export const icon = style([
  iconFrame,
  { width: 36, height: 36, flexShrink: 0, borderRadius: vars.radius.md, background: vars.color.brand.soft, color: vars.color.brand.text },
]);

export { sectionTitle as name, leadText as description } from '../../styles/text.css.ts';

export const capabilities = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.text.secondary,
});

export const meta = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.muted,
});

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
});

export const note = style({ fontSize: vars.font.size.md, color: vars.color.text.muted });

export { sectionTitle } from '../../styles/text.css.ts';

export const skeletonCard = style([card, { minHeight: 220 }]);
export const metaTerm = style({ display: 'inline', fontWeight: vars.font.weight.medium });
export const metaValue = style({ display: 'inline', margin: 0 });
export const cta = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
