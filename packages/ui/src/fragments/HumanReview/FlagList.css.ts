import { style } from '@vanilla-extract/css';
import { termColumns } from '../../styles/details.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const flag = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderLeftWidth: 3,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  selectors: {
    '&[data-severity="high"]': { borderLeftColor: vars.color.critical.strong },
    '&[data-severity="medium"]': { borderLeftColor: vars.color.caution.strong },
    '&[data-severity="low"]': { borderLeftColor: vars.color.info.strong },
    '&[data-dismissed="true"]': { borderLeftColor: vars.color.border.default, background: vars.color.surface.sunken },
  },
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const kind = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary, fontSize: vars.font.size.md });
export { noteText as message } from '../../styles/text.css.ts';

export const quote = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `2px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
});

export const quoteFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 2,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const data = style([termColumns, { gap: `2px ${vars.space.md}`, fontSize: vars.font.size.sm }]);
export const dataTerm = style({ color: vars.color.text.muted });
export const dataValue = style({ margin: 0, color: vars.color.text.primary, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const action = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });
export const actionLabel = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });

export const dismissal = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const formActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
