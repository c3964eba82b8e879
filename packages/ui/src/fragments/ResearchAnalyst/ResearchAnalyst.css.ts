import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';
import { mediaUp } from '../../theme/breakpoints.ts';
import { callout, calloutSoft } from '../../styles/callout.css.ts';
import { facts } from '../../styles/details.css.ts';
import { citation as sharedCitation } from '../../styles/citation.css.ts';

export { citationWhere } from '../../styles/citation.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const stack = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const tight = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const intro = style({ margin: 0, maxWidth: 720, color: vars.color.text.secondary, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md });
export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
export { noteText as paragraph } from '../../styles/text.css.ts';
export const error = style({ margin: 0, color: vars.color.critical.text, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });
export const notice = style([callout, calloutSoft.info, { margin: 0 }]);
export const caution = style([callout, calloutSoft.caution, { margin: 0 }]);

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const count = style({
  display: 'grid',
  gap: 2,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});
export const countValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const countLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });
export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.75fr)', alignItems: 'center', gap: vars.space.md },
  },
});
export const rowName = style({ margin: 0, fontWeight: vars.font.weight.medium, color: vars.color.text.primary, overflowWrap: 'anywhere', fontSize: vars.font.size.md });
export const rowMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.size.sm, color: vars.color.text.secondary, minWidth: 0, overflowWrap: 'anywhere' });
export const rowEnd = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, '@media': { [mediaUp('md')]: { justifyContent: 'flex-end' } } });

export const readinessList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: 2,
  maxHeight: 180,
  overflowY: 'auto',
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
});
export const readinessItem = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const reason = style({ color: vars.color.text.secondary });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.base, fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });

export const steps = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const step = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const stepHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  flex: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.brand.soft,
  color: vars.color.brand.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
export const criteriaColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const criterionRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export { facts };
export const term = style({ color: vars.color.text.muted });
export const def = style({ margin: 0, color: vars.color.text.primary, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', minWidth: 0 });
export const criteriaResults = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const criterionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.size.md, color: vars.color.text.primary });
export const citations = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
/** Long quotes (URLs, identifiers) wrap anywhere in the analysis results. */
export const citation = style([sharedCitation, { overflowWrap: 'anywhere' }]);
export const resultHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const details = style({ padding: `${vars.space.sm} 0 ${vars.space.md}`, display: 'grid', gap: vars.space.md, minWidth: 0 });
export const disclosure = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  textAlign: 'left',
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

// The web search's findings for one company (WebSearchDetails), opened from its row.
export const rowDetails = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  marginTop: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});
/** Facts that stack (term above value) on a phone, where long addresses need the whole width. */
export const stackedFacts = style([
  facts,
  { gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } } },
]);
export const stackedDef = style([def, { marginBottom: vars.space.xs, '@media': { [mediaUp('sm')]: { marginBottom: 0 } } }]);
/** The reason behind a website's label, under its address. */
export const issueDetail = style({ color: vars.color.critical.text, overflowWrap: 'anywhere' });
export const subTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text.secondary });
export const pageList = style({ display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none', minWidth: 0, fontSize: vars.font.size.md });
export const pageItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `0 ${vars.space.sm}`, minWidth: 0, overflowWrap: 'anywhere', minHeight: 28 });
export const pageUrl = style({ color: vars.color.text.primary, overflowWrap: 'anywhere', minWidth: 0 });

// The web search details could not be loaded: a quiet line inside the list's card, not a page error.
// Icon beside the text at every width; the button goes under the text on a phone, at the end from md.
export const unavailable = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.sunken,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', columnGap: vars.space.md } },
});
export const unavailableIcon = style({ display: 'inline-flex', paddingTop: 3, color: vars.color.critical.text, '@media': { [mediaUp('md')]: { paddingTop: 0 } } });
export const unavailableText = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md });
export const unavailableTitle = style({ fontWeight: vars.font.weight.medium, color: vars.color.text.primary });
export const unavailableAction = style({ gridColumn: 2, justifySelf: 'start', '@media': { [mediaUp('md')]: { gridColumn: 'auto' } } });

// One analysed company in the results list: a divided row, its toggle, summary and details indented
// under the toggle's icon.
export const resultItem = style({ borderTop: `1px solid ${vars.color.border.subtle}`, padding: `${vars.space.sm} 0` });
export const resultToggle = style([disclosure, { width: 'auto', flex: '1 1 240px' }]);
export const resultSummary = style({ paddingLeft: 22, paddingTop: vars.space.xs });
export const resultDetails = style([details, { paddingLeft: 22 }]);

/** A citation shown as text, not as a button that opens its source. */
export const citationStatic = style([citation, { cursor: 'default' }]);
/** The criteria list's legend, spaced from its rows. */
export const criteriaLegend = style([sectionTitle, { marginBottom: vars.space.sm }]);

// Criteria readings (CriteriaReadings.tsx): a criterion's classification codes, and the codes found by a search.
export const codes = style({ display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });
export const code = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0, overflowWrap: 'anywhere', fontSize: vars.font.size.md, color: vars.color.text.primary, borderBottom: `1px solid ${vars.color.border.subtle}` });
export const codeHits = style([codes, { maxHeight: 280, overflowY: 'auto' }]);
export const codeHit = style([code, { color: vars.color.text.secondary }]);
export const neighbours = style({ display: 'grid', gap: 2, margin: 0, paddingLeft: vars.space.lg, fontSize: vars.font.size.md, color: vars.color.text.primary });
