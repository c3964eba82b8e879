import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ color: vars.color.brand.strong, flexShrink: 0 });
