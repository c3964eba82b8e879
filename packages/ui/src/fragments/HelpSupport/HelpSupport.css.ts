import { style } from '@vanilla-extract/css';
import { textArea as fieldTextArea } from '../../components/TextAreaField/TextAreaField.css.ts';
import { iconFrame } from '../../styles/controls.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/vars.css.ts';

export { form } from '../../styles/form.css.ts';


export { splitColumns as layout } from '../../styles/layout.css.ts';

export const column = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, counterReset: 'step' });

export const step = style({ display: 'grid', gridTemplateColumns: '28px 1fr', gap: vars.space.md, alignItems: 'start' });

export const stepNumber = style([
  iconFrame,
  { width: 28, height: 28, borderRadius: vars.radius.full, background: vars.color.brand.soft, color: vars.color.brand.text },
  { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold },
]);

export const stepTitle = style({ margin: 0, fontSize: vars.font.size.base, lineHeight: '28px', fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const stepBody = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md, color: vars.color.text.secondary });

export const faq = style({ display: 'grid' });

export const disclosure = style({ borderTop: `1px solid ${vars.color.border.subtle}`, selectors: { '&:first-child': { borderTop: 'none' } } });

export const question = style({ margin: 0 });

export const questionButton = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.base,
  fontWeight: vars.font.weight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-hovered]': { color: vars.color.text.link }, '&[data-focus-visible]': focusRing },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
});

export const answer = style({ margin: 0, paddingBottom: vars.space.md, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md, color: vars.color.text.secondary });

/** The design system's text area, taller for a message. */
export const textArea = style([fieldTextArea, { boxSizing: 'border-box', minHeight: 140 }]);

export const fieldRoot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const intro = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md, color: vars.color.text.secondary });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
