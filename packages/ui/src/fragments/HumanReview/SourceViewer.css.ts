import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});
export const text = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  lineHeight: 1.65,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const whole = style([text, { maxHeight: 420, overflowY: 'auto' }]);
export const mark = style({
  background: vars.color.caution.soft,
  color: vars.color.text.primary,
  borderBottom: `2px solid ${vars.color.caution.strong}`,
  padding: '0 1px',
  borderRadius: 2,
});
export const missing = style({ margin: 0, color: vars.color.critical.text, fontSize: vars.font.size.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
