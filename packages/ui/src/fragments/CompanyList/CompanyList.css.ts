import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, minWidth: 0 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const search = style({ flex: '1 1 220px', minWidth: 0, maxWidth: 360 });
export const filter = style({ flex: '0 1 220px', minWidth: 160 });
export const count = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text.secondary });
export const flags = style({ display: 'flex', gap: vars.space.xxs, flexWrap: 'nowrap', overflow: 'hidden' });
export const nameButton = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.text.link,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});
export const muted = style({ color: vars.color.text.muted, fontStyle: 'italic' });
export const empty = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.text.secondary, fontSize: vars.font.size.md });

export const drawerBody = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const detail = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const detailLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
export const detailValue = style({ margin: 0, fontSize: vars.font.size.base, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.base, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const scroll = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.md, fontVariantNumeric: 'tabular-nums' });
export const th = style({ textAlign: 'right', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border.default}`, color: vars.color.text.secondary, fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });
export const thFirst = style([th, { textAlign: 'left' }]);
export const td = style({ textAlign: 'right', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border.subtle}`, color: vars.color.text.primary, whiteSpace: 'nowrap' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const error = style({ margin: 0, color: vars.color.critical.text, fontSize: vars.font.size.md });
export const note = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.md });

// The company detail drawer: a modal panel sliding in from the right, full height.
const slideIn = keyframes({ from: { transform: 'translateX(24px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  justifyContent: 'flex-end',
  background: vars.color.backdrop,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal}` } },
});
export const drawer = style({
  height: '100%',
  width: 'min(600px, 100vw)',
  overflowY: 'auto',
  background: vars.color.surface.raised,
  borderLeft: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` } },
});
export const drawerDialog = style({ outline: 'none', padding: vars.space.xl, display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const drawerHeader = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const drawerTitle = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary, overflowWrap: 'anywhere' });

// The screens panel: options indented under their switch, fields no wider than their values.
export const screenOptions = style({ paddingLeft: 36 });
export const lossYearsField = style({ maxWidth: 260 });
export const minRevenueField = style({ maxWidth: 280 });
export const screenedOutList = style({ margin: 0, paddingLeft: 18 });
export const codesField = style({ maxWidth: 480 });
