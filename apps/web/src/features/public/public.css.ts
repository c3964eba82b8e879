import { mediaUp, vars } from '@quartile/ui';
import { style } from '@vanilla-extract/css';

const md = mediaUp('md');
const lg = mediaUp('lg');

export const pageFallback = style({ minHeight: '60vh', display: 'grid', placeItems: 'center', color: vars.color.text.muted });

export const panelTitle = style({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.xl, letterSpacing: '-0.01em' });
export const panelNote = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md, color: vars.color.text.muted });

/** Pricing and contact: copy on the left, the form card on the right. */
export const inquiryLayout = style({
  width: '100%',
  maxWidth: 1160,
  marginInline: 'auto',
  padding: '40px 20px 64px',
  display: 'grid',
  gap: 32,
  alignItems: 'start',
  '@media': {
    [md]: { padding: '72px 32px 96px' },
    [lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 480px)', gap: 64 },
  },
});
export const inquiryCopy = style({ display: 'grid', gap: 20, alignContent: 'start', '@media': { [lg]: { paddingTop: 24 } } });
export { eyebrowText as eyebrow } from '@quartile/ui';
export const title = style({
  fontSize: 34,
  lineHeight: 1.12,
  letterSpacing: '-0.025em',
  '@media': { [md]: { fontSize: 46 } },
});
export const lead = style({
  fontSize: vars.font.size.lg,
  lineHeight: 1.65,
  color: vars.color.text.secondary,
  maxWidth: 560,
  '@media': { [md]: { fontSize: 18 } },
});
export const points = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const point = style({
  display: 'flex',
  gap: 10,
  alignItems: 'flex-start',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.lg,
  lineHeight: '24px',
});
export const pointIcon = style({ marginTop: 4, flexShrink: 0, color: vars.color.positive.text });
export const widgetSection = style({ display: 'grid', gap: 12, marginTop: 8 });
export const widgetLead = style({ color: vars.color.text.secondary });

export const statsGap = style({ marginTop: 24 });
export const globeSlot = style({ width: '100%', maxWidth: 520, marginInline: 'auto', aspectRatio: '1' });
export const mailLine = style({ color: vars.color.text.secondary });
