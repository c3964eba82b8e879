import { keyframes, style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../../styles/utilities.css.ts';
import { mediaUp } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

const md = mediaUp('md');

export const panel = style({
  display: 'grid',
  gap: 20,
  padding: 24,
  borderRadius: 16,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
  '@media': { [md]: { padding: 32 } },
});

export const form = style({ display: 'grid', gap: 20 });
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: 18 });

export const field = style({ display: 'grid', gap: 6 });
export const label = style({ fontSize: vars.font.size.base, fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
export const required = style({ color: vars.color.text.muted, fontWeight: vars.font.weight.regular });

const control = {
  width: '100%',
  height: 44,
  paddingInline: 14,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.field}`,
  background: vars.color.surface.default,
  color: vars.color.text.primary,
  fontSize: vars.font.size.lg,
  outline: 'none',
  transition: `border-color ${vars.motion.duration.fast}`,
} as const;

const controlStates = {
  '&:hover:not(:disabled)': { borderColor: vars.color.border.fieldHover },
  '&:focus-visible': { ...focusRing, outlineOffset: '0', borderColor: vars.color.focusRing },
  '&[aria-invalid="true"]': { borderColor: vars.color.critical.strong },
  '&:disabled': { background: vars.color.surface.sunken, color: vars.color.text.secondary, cursor: 'not-allowed' },
  '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
};

export const input = style({ ...control, selectors: controlStates });

export const select = style({
  ...control,
  appearance: 'none',
  paddingRight: 40,
  cursor: 'pointer',
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 16 16' fill='none' stroke='%236b7380' stroke-width='1.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M4 6l4 4 4-4'/%3E%3C/svg%3E\")",
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 14px center',
  selectors: { ...controlStates, '&:has(option[value=""]:checked)': { color: vars.color.text.muted } },
});

export const error = style({
  display: 'flex',
  gap: 6,
  alignItems: 'flex-start',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.critical.text,
});

export const honeypot = visuallyHidden;

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 10,
  width: '100%',
  height: 46,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.strong,
  color: vars.color.brand.onStrong,
  boxShadow: vars.shadow.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brand.strongHover },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'progress', opacity: 0.75 },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: 16,
  height: 16,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});

export const note = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md, color: vars.color.text.muted });

// Thank You view -----------------------------------------------------------------------------------
export const thanks = style({ display: 'grid', gap: 16 });
export const thanksHeader = style({ display: 'grid', gap: 10, justifyItems: 'start' });
export const thanksIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  background: vars.color.positive.soft,
  color: vars.color.positive.text,
});
export const thanksTitle = style({ fontSize: 26, lineHeight: 1.2, letterSpacing: '-0.015em', outline: 'none' });
export const thanksText = style({ color: vars.color.text.secondary, fontSize: vars.font.size.lg, lineHeight: 1.6 });

// Scheduling widget ---------------------------------------------------------------------------------
export const widget = style({
  display: 'grid',
  overflow: 'hidden',
  borderRadius: 14,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});
export const widgetBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '12px 16px',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
export const widgetTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontSize: vars.font.size.base,
  fontWeight: vars.font.weight.semibold,
});
export const widgetFrame = style({ display: 'block', width: '100%', height: 640, border: 0, background: '#111318' });
export const widgetFallback = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: 12,
  padding: '36px 24px 40px',
  background: `linear-gradient(180deg, ${vars.color.surface.sunken}, ${vars.color.surface.raised})`,
});
export const calendarGlyph = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.xl,
  background: vars.color.brand.soft,
  color: vars.color.brand.text,
});
export const fallbackText = style({ maxWidth: 420, color: vars.color.text.secondary, lineHeight: 1.6 });
export const openLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  color: vars.color.text.link,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

/** The booking link when no calendar can be embedded: a little larger than body links. */
export const openLinkLarge = style([openLink, { fontSize: 15 }]);
/** The alert icon beside an error, aligned with its first line. */
export const errorIcon = style({ marginTop: 3, flexShrink: 0 });
