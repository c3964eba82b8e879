import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const nameCell = style({ display: 'grid', gap: 2, minWidth: 200, maxWidth: 360, paddingBlock: vars.space.sm, overflowWrap: 'anywhere' });
export const clientCell = style({ display: 'block', minWidth: 120, maxWidth: 220, overflowWrap: 'anywhere', paddingBlock: vars.space.sm });
export const progressCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 120 });
export const progressText = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
