import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export { trigger as comboTrigger } from '../../styles/comboBox.css.ts';
export { alert, alertIcon, form, actions as formActions } from '../../styles/form.css.ts';

export const nameCell = style({ display: 'grid', gap: 2, minWidth: 180, maxWidth: 380, paddingBlock: vars.space.sm });
export const nameLink = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const secondary = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
export const errorText = style({ color: vars.color.critical.text, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const statusCell = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
  minWidth: 200,
  maxWidth: 420,
  paddingBlock: vars.space.sm,
});
export const statusProgress = style({ justifySelf: 'stretch' });

export const actionsCell = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const skeletonRow = style({ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr 1fr', gap: vars.space.lg, alignItems: 'center' });

export const comboEmpty = style({ padding: vars.space.sm, fontSize: vars.font.size.md, color: vars.color.text.muted });
