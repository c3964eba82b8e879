// A tinted message box (an error, a warning, a note, a saved state) and the tones it comes in.
// Compose it: `style([callout, calloutTone.caution, { display: 'flex', ... }])`.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The box: padded, rounded, in the small body size. A tone gives it its colours. */
export const callout = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
});

type Tone = 'critical' | 'caution' | 'positive' | 'info';
const framed = (tone: Tone) => ({
  border: `1px solid ${vars.color[tone].border}`,
  background: vars.color[tone].soft,
  color: vars.color[tone].text,
});
const soft = (tone: Tone) => ({ background: vars.color[tone].soft, color: vars.color[tone].text });

/** A tone with its border; `neutral` is a quiet aside on the sunken surface. */
export const calloutTone = styleVariants({
  critical: framed('critical'),
  caution: framed('caution'),
  positive: framed('positive'),
  info: framed('info'),
  neutral: { border: `1px solid ${vars.color.border.subtle}`, background: vars.color.surface.sunken, color: vars.color.text.secondary },
});

/** A tone without a border, for a note inside a panel that already has one. */
export const calloutSoft = styleVariants({ caution: soft('caution'), info: soft('info') });
