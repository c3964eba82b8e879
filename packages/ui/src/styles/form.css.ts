// The frame every create/edit form shares: the field column, the error alert and the action row.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { callout, calloutTone } from './callout.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const alert = style([
  callout,
  calloutTone.critical,
  { display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, lineHeight: vars.font.lineHeight.md },
]);
/** The same box for good news (a reset link sent, a password changed). */
export const notice = style([alert, calloutTone.positive]);

export const alertIcon = style({ flexShrink: 0, marginTop: 2 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const required = style({ color: vars.color.critical.text, marginLeft: 2 });
