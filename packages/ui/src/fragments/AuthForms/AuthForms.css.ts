import { style } from '@vanilla-extract/css';
import { pageTitle } from '../../styles/text.css.ts';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

export { form, alert, notice } from '../../styles/form.css.ts';

const sm = `screen and (min-width: ${breakpoints.sm}px)`;

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  background: vars.color.surface.canvas,
  boxSizing: 'border-box',
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 4 } },
});

export const brandMark = style({ color: vars.color.brand.strong });

export const card = style({
  width: '100%',
  maxWidth: 420,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.surface.default,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  '@media': { [sm]: { padding: vars.space.xxl } },
});

export const wideCard = style({ maxWidth: 520 });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style([pageTitle, { margin: 0 }]);

export { leadText as description } from '../../styles/text.css.ts';

export { fieldPairs as row } from '../../styles/layout.css.ts';

export const labelRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm });

export const alertIcon = style({ flexShrink: 0, marginTop: 2 });

export const submit = style({ width: '100%' });

export const footer = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
});

export const finePrint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.muted,
});
