import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const nameCell = style({ display: 'grid', gap: 2, minWidth: 180, maxWidth: 360, paddingBlock: vars.space.sm });
export const nameLink = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const secondary = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const truncate = style({ display: 'block', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.text.muted });

