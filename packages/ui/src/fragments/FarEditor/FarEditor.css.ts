import { style } from '@vanilla-extract/css';
import { callout, calloutTone } from '../../styles/callout.css.ts';
import { alert as formAlert } from '../../styles/form.css.ts';
import { cardSurface } from '../../styles/surface.css.ts';
import { focusRing } from '../../styles/utilities.css.ts';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

const md = `screen and (min-width: ${breakpoints.md}px)`;
const xl = `screen and (min-width: ${breakpoints.xl}px)`;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [xl]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
});
export const main = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const aside = style({ minWidth: 0, '@media': { [xl]: { position: 'sticky', top: vars.space.lg } } });

export const panel = style([cardSurface, { display: 'grid', gap: vars.space.lg, padding: vars.space.xl, minWidth: 0 }]);
export { sectionHeading as sectionTitle } from '../../styles/text.css.ts';
export const sectionDescription = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.text.muted,
});
export const subTitle = style({
  margin: 0,
  fontSize: vars.font.size.base,
  lineHeight: vars.font.lineHeight.base,
  fontWeight: vars.font.weight.semibold,
});
export const muted = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text.muted });
export const note = style({ margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm, color: vars.color.text.muted });

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ '@media': { [md]: { gridColumn: '1 / -1' } } });

export const saveState = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.md,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="saved"]': { color: vars.color.positive.text },
    '&[data-state="error"], &[data-state="conflict"]': { color: vars.color.critical.text },
  },
});
/** The form alert, its actions on the same line. */
export const alert = style([formAlert, { flexWrap: 'wrap', alignItems: 'center' }]);
export const inlineActions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const matrixSection = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const matrixHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const matrixRows = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const matrixRow = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  padding: vars.space.md,
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"name remove" "level level" "who who" "notes notes"',
  '@media': {
    [md]: {
      gridTemplateColumns: 'minmax(0, 1.4fr) auto minmax(0, 1.1fr) minmax(0, 1.4fr) auto',
      gridTemplateAreas: '"name level who notes remove"',
    },
  },
});
export const matrixName = style({ gridArea: 'name' });
export const matrixWho = style({ gridArea: 'who' });
export const matrixNotes = style({ gridArea: 'notes' });
export const matrixRemove = style({ gridArea: 'remove', alignSelf: 'end' });
export const levelGroup = style({ gridArea: 'level', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const levelLabel = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});
export const levelOptions = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  alignSelf: 'start',
});
export const levelOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: `calc(${vars.size.controlMd} - 2px)`,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.md,
  background: vars.color.surface.default,
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderLeft: `1px solid ${vars.color.border.field}` },
    '&[data-hovered]': { background: vars.color.surface.hover },
    '&[data-selected]': { background: vars.color.brand.strong, color: vars.color.brand.onStrong, fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** A suggestion to apply, in the info tone but with body-coloured text. */
export const suggestion = style([
  callout,
  calloutTone.info,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, color: vars.color.text.primary },
]);

export const financials = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const scroll = style({ overflowX: 'auto', minWidth: 0 });
export const grid = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.md, fontVariantNumeric: 'tabular-nums' });
const cell = { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border.subtle}` } as const;
export const gridHead = style({
  ...cell,
  textAlign: 'left',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});
export const gridHeadNumber = style([gridHead, { textAlign: 'right', minWidth: 120 }]);
export const yearHead = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const gridRowHead = style({ ...cell, textAlign: 'left', fontWeight: vars.font.weight.regular, whiteSpace: 'nowrap' });
export const gridCell = style({ ...cell, minWidth: 130 });
export const gridNumber = style({ ...cell, textAlign: 'right', whiteSpace: 'nowrap' });
export const gridNumberStrong = style([gridNumber, { fontWeight: vars.font.weight.semibold }]);
export const numberInput = style([
  {
    flex: 1,
    minWidth: 0,
    height: '100%',
    padding: `0 ${vars.space.sm}`,
    border: 'none',
    outline: 'none',
    background: 'transparent',
    textAlign: 'right',
    fontSize: vars.font.size.md,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.primary,
  },
]);

export const benchmarks = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const benchmark = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
export const linkSelect = style({ maxWidth: 420 });

export const history = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: 520,
  overflowY: 'auto',
});
export const revision = style({ display: 'grid', gap: 2, fontSize: vars.font.size.md });
export const revisionSummary = style({ color: vars.color.text.primary });
export const version = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

export const inputs = style({ display: 'grid', gap: vars.space.lg });
export const inputsBlock = style({ display: 'grid', gap: vars.space.sm });
export const generated = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
});
export const criteriaColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const criteria = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const criteriaTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});
export const criteriaList = style({
  alignContent: 'start',
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.size.md,
});
export const info = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.info.text,
  fontSize: vars.font.size.md,
});
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
