// An answer of a radio group drawn as a bordered button (a decision, a report format), and the
// tinted look of the chosen one.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from './utilities.css.ts';

type Tone = 'brand' | 'positive' | 'caution' | 'critical';
const chosen = (tone: Tone) => ({
  background: vars.color[tone].soft,
  borderColor: vars.color[tone].border,
  color: vars.color[tone].text,
  fontWeight: vars.font.weight.semibold,
});

/** The chosen answer's colours, for a `'&[data-selected]...'` selector. */
export const choiceSelected = {
  brand: chosen('brand'),
  positive: chosen('positive'),
  caution: chosen('caution'),
  critical: chosen('critical'),
};

/** A control-height answer with a field border; its selectors add the chosen look. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.field}`,
  background: vars.color.surface.default,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.fieldHover },
    '&[data-focus-visible]': focusRing,
  },
});
