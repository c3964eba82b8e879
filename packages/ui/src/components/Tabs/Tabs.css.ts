import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const list = style({
  display: 'flex',
  gap: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border.default}`,
  overflowX: 'auto',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 36,
  padding: `0 ${vars.space.xxs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-selected]': { color: vars.color.text.primary },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: -1,
      height: 2,
      borderRadius: 1,
      background: vars.color.brand.strong,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px', borderRadius: vars.radius.sm },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });
