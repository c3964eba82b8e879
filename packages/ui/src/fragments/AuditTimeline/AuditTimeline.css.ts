import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });
export const event = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
  padding: `${vars.space.sm} 0 ${vars.space.sm} ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.border.default}`,
  position: 'relative',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: -5,
      top: 14,
      width: 8,
      height: 8,
      borderRadius: vars.radius.full,
      background: vars.color.surface.default,
      border: `2px solid ${vars.color.brand.strong}`,
    },
    '&[data-actor="review_analyst"]::before, &[data-actor="research_analyst"]::before': { borderColor: vars.color.info.strong },
  },
});
export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });
export const changes = style({
  display: 'grid',
  gap: 2,
  margin: `2px 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});
export const change = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });
export const more = style({ display: 'flex', justifyContent: 'center' });
