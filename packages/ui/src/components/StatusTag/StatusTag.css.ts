import { style } from '@vanilla-extract/css';

export const root = style({ maxWidth: '100%' });
export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
