import { style } from '@vanilla-extract/css';
import { vars } from '@quartile/ui';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });
export const section = style({ display: 'grid', gap: vars.space.md });
export const sectionTitle = style({ fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const hint = style({ fontSize: vars.font.size.md, color: vars.color.text.muted });
export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.md });
export const cardSkeleton = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
});
