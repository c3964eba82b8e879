import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export { trigger as comboTrigger, empty } from '../../styles/comboBox.css.ts';
export { alert, form, actions as formActions } from '../../styles/form.css.ts';

export const nameCell = style({ display: 'grid', gap: 2, minWidth: 200, maxWidth: 380, paddingBlock: vars.space.sm });
export const nameLink = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const secondary = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const muted = style({ color: vars.color.text.muted });
export const skeletonRow = style({ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr 1fr', gap: vars.space.lg, alignItems: 'center' });
