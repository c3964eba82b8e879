import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const title = style({ overflowWrap: 'anywhere' });
export const headerMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, color: vars.color.text.secondary, fontSize: vars.font.size.md });
export const dot = style({ color: vars.color.text.muted });
export const skeleton = style({ display: 'grid', gap: vars.space.md });
export const stepList = style({ margin: 0, maxWidth: 460, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.xs, textAlign: 'left', fontSize: vars.font.size.base, color: vars.color.text.secondary });
export const stepBody = style({ display: 'grid', gap: vars.space.md, justifyItems: 'center' });
export const prerequisite = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.caution.soft,
  color: vars.color.caution.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});
export const ready = style([prerequisite, { background: vars.color.positive.soft, color: vars.color.positive.text }]);
