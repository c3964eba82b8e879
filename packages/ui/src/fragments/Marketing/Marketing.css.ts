import { style, styleVariants } from '@vanilla-extract/css';
import { publicGutter, publicWidth } from '../../styles/page.css.ts';
import { eyebrowText } from '../../styles/text.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { mediaUp } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

const md = mediaUp('md');
const lg = mediaUp('lg');

/** Page width and side padding shared by every marketing section. */
export const container = style([publicWidth, publicGutter]);

export const section = style({
  paddingBlock: 56,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': { [md]: { paddingBlock: 88 } },
});
export const sectionTone = styleVariants({
  plain: {},
  sunken: { background: vars.color.surface.default },
});

export const sectionHeader = style({ display: 'grid', gap: 12, maxWidth: 720, marginBottom: 36, '@media': { [md]: { marginBottom: 48 } } });
export const sectionHeaderCentered = style({ marginInline: 'auto', textAlign: 'center', justifyItems: 'center' });

export const eyebrow = style([eyebrowText, { lineHeight: vars.font.lineHeight.sm }]);

export const h2 = style({
  fontSize: 26,
  lineHeight: 1.2,
  letterSpacing: '-0.015em',
  color: vars.color.text.primary,
  '@media': { [md]: { fontSize: 34 } },
});

export const lead = style({
  fontSize: vars.font.size.lg,
  lineHeight: 1.6,
  color: vars.color.text.secondary,
  '@media': { [md]: { fontSize: 18 } },
});

// Hero -------------------------------------------------------------------------------------------
export const hero = style({ paddingBlock: '48px 56px', '@media': { [md]: { paddingBlock: '88px 96px' } } });
export const heroGrid = style({
  display: 'grid',
  gap: 40,
  alignItems: 'center',
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)', gap: 56 } },
});
export const heroText = style({ display: 'grid', gap: 20, justifyItems: 'start' });
export const h1 = style({
  fontSize: 34,
  lineHeight: 1.12,
  letterSpacing: '-0.025em',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  maxWidth: 760,
  '@media': { [md]: { fontSize: 52 } },
});
export const heroLead = style([lead, { maxWidth: 620 }]);
export const heroAside = style({ minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 });
export const actionsCentered = style({ justifyContent: 'center' });

// Link styled as a button: shared with the public layout's header, so it lives in styles/.
export { action, actionSize } from '../../styles/action.css.ts';

// Announcement -----------------------------------------------------------------------------------
export const announcement = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  padding: '6px 12px 6px 6px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  outline: 'none',
  maxWidth: '100%',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong, color: vars.color.text.primary },
    '&:focus-visible': focusRing,
  },
});
export const announcementBadge = style({
  flexShrink: 0,
  padding: '2px 8px',
  borderRadius: vars.radius.full,
  background: vars.color.brand.soft,
  color: vars.color.brand.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
export const announcementText = style({ minWidth: 0 });

// Cards ------------------------------------------------------------------------------------------
export const cardGrid = style({ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' });
export const cardColumns = styleVariants({
  2: { '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  3: {
    '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
  4: {
    '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
});
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: 10,
  padding: 24,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});
export const cardIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  marginBottom: 6,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.soft,
  color: vars.color.brand.text,
});
/** An icon beside a heading rather than above it (agent cards). */
export const cardIconInline = style({ marginBottom: 0 });
export const h3 = style({ fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg, color: vars.color.text.primary });
export const body = style({ fontSize: vars.font.size.base, lineHeight: '22px', color: vars.color.text.secondary });

// Stats ------------------------------------------------------------------------------------------
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  '@media': { [md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const stat = style({
  display: 'grid',
  gap: 4,
  padding: '24px 28px',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
  '@media': { [md]: { selectors: { '& + &': { borderTop: 'none', borderLeft: `1px solid ${vars.color.border.subtle}` } } } },
});
export const statValue = style({
  fontSize: 32,
  lineHeight: 1.15,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '-0.02em',
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
  // The value is a <dd> after its label, shown above it.
  margin: 0,
  order: -1,
});
export const statLabel = style({ color: vars.color.text.secondary, fontSize: vars.font.size.base });

// Steps ------------------------------------------------------------------------------------------
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  counterReset: 'step',
  '@media': { [md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brand.border}`,
  color: vars.color.brand.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  marginBottom: 6,
});

// Agents -----------------------------------------------------------------------------------------
export const agentCard = style([card, { gap: 14, padding: 28 }]);
export const agentHeader = style({ display: 'flex', alignItems: 'center', gap: 12 });
export const checklist = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 });
export const checkItem = style({
  display: 'grid',
  gridTemplateColumns: '18px minmax(0, 1fr)',
  gap: 10,
  color: vars.color.text.secondary,
  lineHeight: '22px',
});
export const checkIcon = style({ marginTop: 3, color: vars.color.positive.text });

// Team -------------------------------------------------------------------------------------------
export const member = style([card, { gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 16, alignItems: 'start' }]);
export const memberText = style({ display: 'grid', gap: 6 });
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.brand.soft,
  color: vars.color.brand.text,
  border: `1px solid ${vars.color.brand.border}`,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.lg,
  objectFit: 'cover',
});
export const role = style({ color: vars.color.text.muted, fontSize: vars.font.size.md });

// Table ------------------------------------------------------------------------------------------
export const tableScroll = style({ overflowX: 'auto', outline: 'none', selectors: { '&:focus-visible': focusRing } });
export const tableFrame = style({
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});
export const table = style({ width: '100%', minWidth: 560, fontSize: vars.font.size.base });
export const th = style({
  textAlign: 'left',
  padding: '12px 20px',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
  background: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
export const td = style({
  padding: '16px 20px',
  color: vars.color.text.secondary,
  verticalAlign: 'top',
  selectors: { 'tr + tr > &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});
/** The position's title: a row header that reads like the other cells. */
export const rowHeader = style({ textAlign: 'left', fontWeight: 'inherit' });
export const tdTitle = style({ display: 'grid', gap: 4 });
export const roleTitle = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold });
export const caption = style({
  padding: '14px 20px',
  color: vars.color.text.secondary,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

// Call to action ---------------------------------------------------------------------------------
export const ctaBand = style({
  display: 'grid',
  gap: 16,
  justifyItems: 'center',
  textAlign: 'center',
  padding: '48px 24px',
  borderRadius: 16,
  border: `1px solid ${vars.color.border.default}`,
  background: `linear-gradient(180deg, ${vars.color.brand.soft}, ${vars.color.surface.raised})`,
  '@media': { [md]: { padding: '64px 48px' } },
});
export const ctaLead = style([lead, { maxWidth: 620 }]);

export const prose = style({
  display: 'grid',
  gap: 16,
  maxWidth: 760,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.lg,
  lineHeight: 1.7,
});

export const inlineLink = style({
  color: vars.color.text.link,
  textUnderlineOffset: 2,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.text.linkHover }, '&:focus-visible': focusRing },
});
