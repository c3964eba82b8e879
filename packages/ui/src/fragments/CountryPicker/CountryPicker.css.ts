import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export { empty, trigger } from '../../styles/comboBox.css.ts';

export const code = style({ marginLeft: 'auto', fontSize: vars.font.size.sm, color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

