import { globalStyle, style } from '@vanilla-extract/css';
import { field } from '../Field/Field.css.ts';

export const root = style([field]);
export const clearButton = style({});
// The clear button only makes sense once there is something to clear.
globalStyle(`${root}[data-empty] ${clearButton}`, { visibility: 'hidden' });
