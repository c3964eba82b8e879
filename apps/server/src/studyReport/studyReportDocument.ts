// The benchmarking study report as a document (issue 21): the chapter of the local file that
// explains how the comparables were found and why the range is arm's length, following the OECD
// Guidelines' process (chapter III). Every figure is the study's `BenchmarkResults` (the function
// the Exports tab and the workbook use, export/exportData.ts `resultsOf`); every quote is a stored,
// verified citation or the stored database description, verbatim. Wording: English (the firm has
// no language setting yet).
import type { Citation, Company, FAR } from '@quartile/api';
import {
  citationSourceLabel,
  sourceDisplayName,
  sourceKindLabel,
  PLI_NAMES,
  PLI_PARTS,
  RANGE_BOUND_NAMES,
  RANGE_METHOD_NAMES,
  formatPliValue,
  isAccepted,
  isRejected,
  outcomeLabel,
  formatDecisionReason,
  reasonLabel,
  decisionBasisText,
  learnedFromWho,
  type FarMatrix,
  type PliId,
  type StudyReportBlockers,
} from '@quartile/domain';
import { farFactBullets, farMatrixTable } from '../fars/farMatrixTable.ts';
import type { ReportBlock, ReportCitation, ReportDocument, ReportTable } from '../documents/model.ts';
import type { ExportData } from '../export/exportData.ts';
import { SUMMARY_ACTIONS, actorOf, auditSentence } from './auditSentences.ts';
import { searchFunnel } from './funnel.ts';

/** Up to this many rejected companies the rejection matrix is in chapter 4 in full; above it, a summary by reason. */
const MATRIX_IN_BODY = 200;

/** The report's chapters, in order (tests and the e2e read them). */
export const STUDY_REPORT_HEADINGS = [
  '1. Summary',
  '2. Tested party and functional profile',
  '3. Search strategy',
  '4. Qualitative screening',
  '5. The comparables',
  '6. Financial analysis',
  '7. Conclusion',
  '8. Appendices',
] as const;

export interface StudyReportInput {
  readonly data: ExportData;
  readonly far: FAR | null;
  readonly blockers: StudyReportBlockers;
  readonly draft: boolean;
  readonly version: string;
}

const count = new Intl.NumberFormat('en-US');
const day = (iso: string | Date | null | undefined): string => (iso ? new Date(iso).toISOString().slice(0, 10) : '–');
const minute = (d: Date): string => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const plural = (n: number, one: string, many = `${one}s`) => `${count.format(n)} ${n === 1 ? one : many}`;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Whole sentences of a text up to about `max` characters (at least the first one), verbatim. */
function sentences(text: string, max: number): string {
  // A sentence ends at . ! or ? followed by a space or the end ("$32.8 billion" is not an end).
  const all = text.trim().match(/[\s\S]+?(?:[.!?]["”’)]?(?=\s|$)|$)\s*/g) ?? [text];
  let out = '';
  for (const sentence of all) {
    if (out && out.length + sentence.length > max) break;
    out += sentence;
  }
  return out.trim().length < text.trim().length ? `${out.trim()} […]` : out.trim();
}

/** The first sentence of a text, verbatim (a quote of the database description). */
function firstSentence(text: string): string {
  const match = /^(.{20,400}?[.!?])(\s|$)/s.exec(text.trim());
  return (match?.[1] ?? clip(text.trim(), 300)).replace(/\s+/g, ' ');
}

function positionWords(position: string): string {
  return position === 'within' ? 'within' : position === 'below' ? 'below' : position === 'above' ? 'above' : 'not tested against';
}

/** The decision in words: "Accepted after review by Asha Rao on 2026-11-27". */
function decisionSentence(c: Company): string {
  const outcome = isAccepted(c.status) ? 'Accepted' : 'Rejected';
  if (c.human_decision) return `${outcome} after review by ${c.human_decision.decided_by.name} on ${day(c.human_decision.decided_at)}`;
  const on = c.automated_decision ? ` on ${day(c.automated_decision.decided_at)}` : '';
  // A decision that decided companies changed is not the criteria's: the report says what it rests on.
  const learned = c.analysis?.learned;
  if (learned?.effect === 'changed') return `${outcome} by the Research Analyst${on}: ${lowerFirst(decisionBasisText(learned))}`;
  if (learned) return `${outcome} using the criteria by the Research Analyst${on}, confirmed by ${learnedFromWho(learned)}`;
  return `${outcome} using the criteria by the Research Analyst${on}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Who took a company's current decision: the person after review, else the Research Analyst. */
function decidedBy(c: Company): string {
  if (c.human_decision) return c.human_decision.decided_by.name;
  if (c.automated_decision && c.analysis?.learned?.effect === 'changed') return c.analysis.learned.basis === 'analysis' ? "Research Analyst (the list's clearest cases)" : 'Research Analyst (reviewer decisions)';
  if (c.automated_decision) return 'Research Analyst (criteria)';
  if (c.is_excluded) return 'Quantitative screen or reviewer';
  return '–';
}

function reasonOf(c: Company, max = 400): string {
  const human = c.human_decision;
  if (human) {
    const label = reasonLabel(human.reason_code ?? null);
    const text = [label, human.reason].filter((t): t is string => Boolean(t && t.trim())).join(': ');
    if (text) return clip(text, max);
  }
  if (c.is_excluded && c.exclusion_reason) return clip(c.exclusion_reason, max);
  const auto = c.automated_decision;
  if (auto?.matched_criteria.length) {
    const kind = auto.decision === 'accept' ? 'accept' : 'reject';
    return clip(`Matches the ${kind} ${auto.matched_criteria.length === 1 ? 'criterion' : 'criteria'} ${auto.matched_criteria.map((m) => `“${m}”`).join(', ')}`, max);
  }
  if (auto?.reasoning) return sentences(auto.reasoning, max);
  return '–';
}

const decisionOf = (c: Company): string => (c.is_excluded ? 'Excluded' : outcomeLabel(c.status));

function keyValue(rows: readonly (readonly [string, string])[]): ReportTable {
  return {
    columns: [
      { label: 'Item', weight: 1.2 },
      { label: 'Value', weight: 3 },
    ],
    rows: rows.map(([k, v]) => [k, v]),
  };
}

/** Activity codes the database export carried (NACE, SIC, NAICS, ...), as "NACE 2829". */
function activityCode(c: Company): string | null {
  const entries = Object.entries(c.attributes ?? {}).filter(
    ([k, v]) => /nace|sic\b|naics|activity|industry/i.test(k) && v !== null && String(v).trim() !== '',
  );
  return entries.length > 0 ? entries.map(([k, v]) => `${k} ${String(v)}`).join('; ') : null;
}

/** Where a quote comes from, as a reader can find it: the company, the page or document, the place in it. */
function citationSource(c: Company, q: Citation): string {
  // The database description and record by their labels, in the sentence's case ("database description").
  const label = citationSourceLabel(q.source);
  const where = q.url ?? (label !== q.source ? label.toLowerCase() : q.source);
  const place = q.location && q.location !== q.source && q.location !== q.url ? `, ${q.location}` : '';
  return `${c.name ?? 'The company'}: ${where}${place}`;
}

export function studyReportDocument({ data, far, blockers, draft, version }: StudyReportInput): ReportDocument {
  const { benchmark: b, results, companies } = data;
  const s = results.settings;
  const pli: PliId = s.pli;
  const fmt = (v: number | null | undefined) => formatPliValue(pli, v);
  const range = results.range;
  const bounds = RANGE_BOUND_NAMES[s.method];
  const tested = results.testedParty;
  const position = tested.position;
  const names = new Map(companies.map((c) => [c.id, c.name ?? 'Unnamed company']));
  const byId = new Map(companies.map((c) => [c.id, c]));
  const accepted = results.comparables.map((r) => byId.get(r.id)).filter((c): c is Company => c !== undefined);
  const testedLabel = far?.tested_party ? `${far.tested_party} (tested party)` : 'Tested party';
  const blocks: ReportBlock[] = [];
  const citations: ReportCitation[] = [];
  const cite = (quote: string, source: string): number => {
    citations.push({ quote, source });
    return citations.length;
  };
  const h1 = (text: (typeof STUDY_REPORT_HEADINGS)[number]) => blocks.push({ kind: 'heading', text, level: 1 });
  const h2 = (text: string) => blocks.push({ kind: 'heading', text, level: 2 });
  const p = (text: string, muted = false) => blocks.push({ kind: 'paragraph', text, muted });
  const table = (t: ReportTable) => blocks.push({ kind: 'table', table: t });
  const aggregation = s.aggregation === 'weighted' ? 'weighted average' : 'simple average';
  const rangeText = range && range.lower !== null && range.upper !== null ? `${fmt(range.lower)} to ${fmt(range.upper)}` : 'not defined';
  const pointLabel = range && range.median === null ? 'Arithmetic mean' : 'Median';

  // 1. Summary -------------------------------------------------------------------------------
  h1('1. Summary');
  if (draft) {
    const open = [
      blockers.undecided > 0 ? plural(blockers.undecided, 'company', 'companies') + ' without a final decision' : null,
      blockers.outdated > 0 ? plural(blockers.outdated, 'company', 'companies') + ' decided against older criteria' : null,
    ].filter(Boolean);
    p(
      `Draft. ${open.length > 0 ? `When this draft was made the study had ${open.join(' and ')}; the comparables, the range and the conclusion may still change.` : 'Marked as a draft on request.'}`,
    );
  }
  table(
    keyValue([
      ['Tested party', far?.tested_party || (b.tested_party_description?.trim() ? sentences(b.tested_party_description, 200) : 'Not described')],
      ['Controlled transaction', far?.transactions?.trim() || 'Not described (no FAR report linked)'],
      ['Method', 'Transactional net margin method (TNMM)'],
      ['Profit level indicator', `${PLI_NAMES[pli]}, ${aggregation} over ${s.years.join(', ')}`],
      ['Financial years', s.years.join(', ')],
      ['Comparables', `${plural(results.comparables.length, 'accepted comparable')}, ${count.format(results.values.length)} in the range`],
      [`Arm's length range (${RANGE_METHOD_NAMES[s.method]})`, rangeText],
      [pointLabel, range ? fmt(range.adjustmentPoint) : 'Not defined'],
      [`Tested party's ${pli}`, tested.value === null ? 'No financials recorded' : fmt(tested.value)],
      [
        'Position',
        position
          ? position.position === 'no-range'
            ? 'No range to test against'
            : `${positionWords(position.position)[0]!.toUpperCase()}${positionWords(position.position).slice(1)} the range`
          : 'Not tested',
      ],
      ['Adjustment', position && position.adjustment !== null && position.adjustment !== 0 ? `${fmt(position.adjustment)} to the ${pointLabel.toLowerCase()}` : 'None'],
    ]),
  );

  // 2. Tested party ----------------------------------------------------------------------------
  h1('2. Tested party and functional profile');
  p(b.tested_party_description?.trim() || 'The tested party is not described in the study.', !b.tested_party_description?.trim());
  if (far) {
    blocks.push(...farFactBullets(far, true));
    if (far.characterisation_rationale) p(far.characterisation_rationale);
    p(`Functions, assets and risks from the FAR report "${far.title}".`, true);
    const content = far.content as unknown as FarMatrix;
    for (const section of ['functions', 'assets', 'risks'] as const) if (content?.[section]?.length) blocks.push(farMatrixTable(section, content[section]));
  } else {
    p('No FAR report is linked to this study, so the functional profile (functions, assets and risks) is not part of this report.', true);
  }

  // 3. Search strategy -------------------------------------------------------------------------
  h1('3. Search strategy');
  const funnel = searchFunnel(companies, data.screens, b.financial_years, results);
  const screened = funnel.some((f) => f.quantitative);
  p(
    `${
      b.file
        ? `The companies were taken from the database export "${b.file.filename}", uploaded on ${day(b.file.uploaded_at)}, with ${plural(b.file.imported_count, 'company', 'companies')} imported.`
        : 'No database export is on file; the companies were added one by one.'
    } ${
      screened
        ? 'The quantitative screens were applied in the order below; each takes out the companies that fail it among those left.'
        : 'No quantitative screen was applied: every company went on to the qualitative screening.'
    }`,
  );
  const start = companies.length;
  table({
    title: 'Screening funnel',
    columns: [
      { label: 'Step', weight: 2 },
      { label: 'Parameters', weight: 4.2 },
      { label: 'Before', align: 'right', weight: 1 },
      { label: 'Excluded', align: 'right', weight: 1.1 },
      { label: 'After', align: 'right', weight: 1 },
    ],
    rows: [
      ['Companies in the export', b.file ? b.file.filename : 'Companies added by hand', '–', '–', count.format(start)],
      ...funnel.map((f) => [f.step, f.parameters, count.format(f.before), count.format(f.excluded), count.format(f.after)]),
    ],
  });
  blocks.push({
    kind: 'chart',
    chart: {
      title: 'Funnel chart',
      caption: 'Companies left after each step of the search, from the export file to the comparables in the range.',
      bars: [
        { label: 'In the export', value: start, text: count.format(start), tone: 'muted' as const },
        ...funnel.map((f, i) => ({
          label: f.left,
          value: f.after,
          text: count.format(f.after),
          tone: i === funnel.length - 1 ? ('highlight' as const) : ('default' as const),
        })),
      ],
    },
  });

  // 4. Qualitative screening -------------------------------------------------------------------
  h1('4. Qualitative screening');
  p('Each company left after the quantitative screens was read against the accept and reject criteria below.');
  h2('Accept criteria');
  blocks.push(b.criteria.accept.length ? { kind: 'bullets', items: b.criteria.accept } : { kind: 'paragraph', text: 'None.', muted: true });
  h2('Reject criteria');
  blocks.push(b.criteria.reject.length ? { kind: 'bullets', items: b.criteria.reject } : { kind: 'paragraph', text: 'None.', muted: true });
  if (data.criteriaVersions.length > 0) {
    table({
      title: 'Criteria versions',
      note: 'Saving the criteria makes a new version; companies analysed against an older version are marked outdated until analysed again.',
      columns: [
        { label: 'Version', weight: 0.9 },
        { label: 'Saved', weight: 1.3 },
        { label: 'By', weight: 1.4 },
        { label: 'Accept', weight: 3.2 },
        { label: 'Reject', weight: 3.2 },
      ],
      rows: data.criteriaVersions.map((v) => [`v${v.version}`, day(v.saved_at), v.saved_by ?? '–', v.accept.join('; ') || '–', v.reject.join('; ') || '–']),
    });
  }
  h2('How the analysis was made');
  const inStudy = companies.filter((c) => !c.is_excluded);
  const analysed = inStudy.filter((c) => c.automated_decision);
  const providers = [...new Set(inStudy.map((c) => c.analysis?.provider).filter((x): x is string => Boolean(x)))];
  const reviewed = inStudy.filter((c) => c.review !== null && c.review !== undefined).length;
  const flagged = inStudy.filter((c) => c.review_flags.some((f) => !f.dismissal)).length;
  const byPerson = inStudy.filter((c) => c.human_decision).length;
  p(
    `Quartile's Research Analyst read each company's stored sources (the database description, its website and any annual report) and proposed a decision against the criteria, citing the sentences it relied on: ${plural(analysed.length, 'company', 'companies')} were analysed${providers.length ? ` (provider: ${providers.join(', ')})` : ''}. The Review Analyst checked ${plural(reviewed, 'company', 'companies')} for inconsistencies; ${plural(flagged, 'company', 'companies')} ${flagged === 1 ? 'carries' : 'carry'} an open flag. A person reviewed and decided ${plural(byPerson, 'company', 'companies')}.`,
  );
  const outcomes = new Map<string, number>();
  for (const c of companies) outcomes.set(decisionOf(c), (outcomes.get(decisionOf(c)) ?? 0) + 1);
  table({
    title: 'Companies by outcome',
    columns: [
      { label: 'Outcome', weight: 3 },
      { label: 'Companies', align: 'right', weight: 1 },
    ],
    rows: [...[...outcomes].sort((x, y) => y[1] - x[1]).map(([k, v]) => [k, count.format(v)]), ['Total', count.format(companies.length)]],
  });
  const rejected = companies.filter((c) => !c.is_excluded && isRejected(c.status));
  if (rejected.length > MATRIX_IN_BODY) {
    // A large study: the reasons with their counts here, every company in appendix B.
    const reasons = new Map<string, number>();
    for (const c of rejected) reasons.set(reasonOf(c, 160), (reasons.get(reasonOf(c, 160)) ?? 0) + 1);
    const top = [...reasons].sort((x, y) => y[1] - x[1]);
    table({
      title: 'Rejection matrix',
      note: `${plural(rejected.length, 'company', 'companies')} were rejected in the qualitative screening; the most frequent reasons are above${top.length > 30 ? ` (${plural(top.length - 30, 'further reason')} in appendix B)` : ''}. Each company, with its decision, reason and who decided, is in appendix B.`,
      columns: [
        { label: 'Reason', weight: 6 },
        { label: 'Companies', align: 'right', weight: 1 },
      ],
      rows: top.slice(0, 30).map(([reason, n]) => [reason, count.format(n)]),
    });
  } else table({
    title: 'Rejection matrix',
    note: rejected.length
      ? 'Companies rejected in the qualitative screening. Every company of the study, with companies excluded by a screen, is in appendix B.'
      : undefined,
    columns: [
      { label: 'Company', weight: 2.2 },
      { label: 'Decision', weight: 1.5 },
      { label: 'Reason', weight: 4.5 },
      { label: 'Decided by', weight: 1.6 },
    ],
    rows: rejected.length ? rejected.map((c) => [c.name ?? '–', decisionOf(c), reasonOf(c, 300), decidedBy(c)]) : [['No company was rejected.', '', '', '']],
  });

  // 5. The comparables -------------------------------------------------------------------------
  h1('5. The comparables');
  p(
    accepted.length
      ? `${plural(accepted.length, 'company', 'companies')} ${accepted.length === 1 ? 'was' : 'were'} accepted as comparable. The sentences each decision relies on are quoted verbatim from the stored sources in the footnotes.`
      : 'No company is accepted as comparable yet.',
    accepted.length === 0,
  );
  for (const c of accepted) {
    h2(c.name ?? 'Unnamed company');
    const facts = [
      ['Country', c.country],
      ['Activity code', activityCode(c)],
      ['Website', c.website],
    ].filter(([, v]) => v) as [string, string][];
    p([...facts.map(([k, v]) => `${k}: ${v}`), decisionSentence(c)].join(' · '), true);
    const quoted = (c.automated_decision?.citations ?? []).slice(0, 4).map((q) => cite(q.quote, citationSource(c, q)));
    if (c.database_description?.trim()) {
      const extra = quoted.length === 0 ? [cite(firstSentence(c.database_description), `${c.name ?? 'The company'}: database description${b.file ? ` (${b.file.filename})` : ''}`)] : [];
      blocks.push({ kind: 'paragraph', text: sentences(c.database_description, 700), citations: extra });
    }
    // A reviewer's decision gives its own reason (the taxonomy's label when no text was written);
    // the analyst's reasoning is the why only when it came to the same decision, never a
    // "Rejected: …" under a reviewer's accept.
    const human = c.human_decision;
    const why = human
      ? human.reason?.trim() || (c.automated_decision?.decision === human.decision ? c.automated_decision.reasoning?.trim() : formatDecisionReason(human.reason_code, null))
      : c.automated_decision?.reasoning?.trim();
    if (why) blocks.push({ kind: 'paragraph', text: `Why it is comparable: ${sentences(why, 900)}`, citations: quoted });
    else if (quoted.length) blocks.push({ kind: 'paragraph', text: 'The decision relies on the quoted sources.', citations: quoted });
  }

  // 6. Financial analysis ----------------------------------------------------------------------
  h1('6. Financial analysis');
  const parts = PLI_PARTS[pli];
  p(
    `The profit level indicator is the ${PLI_NAMES[pli].toLowerCase()}: ${parts.numerator.toLowerCase()} divided by ${parts.denominator.toLowerCase()}, taken as the ${aggregation} over ${s.years.join(', ')}${s.aggregation === 'weighted' ? ' (the sum of the numerators over the sum of the denominators)' : ' (the mean of the yearly ratios)'}. The range is the ${RANGE_METHOD_NAMES[s.method]}.`,
  );
  const wca = results.wcaBase !== null && s.wca !== null;
  table({
    title: `${pli} per year`,
    columns: [
      { label: 'Company', weight: 3 },
      ...s.years.map((y) => ({ label: String(y), align: 'right' as const, weight: 1 })),
      { label: s.aggregation === 'weighted' ? 'Weighted' : 'Simple', align: 'right', weight: 1.1 },
      ...(wca ? [{ label: 'WCA', align: 'right' as const, weight: 1 }] : []),
      { label: 'In the range', weight: 1.5 },
    ],
    rows: results.comparables.map((r) => [
      r.name ?? '–',
      ...s.years.map((y) => fmt(r.pli.perYear.find((py) => py.year === y)?.ratio)),
      fmt(r.pli.value),
      ...(wca ? [r.wca ? fmt(r.wca.adjustment) : '–'] : []),
      r.inRange ? 'Yes' : r.excluded ? 'Excluded' : 'No value',
    ]),
  });
  table({
    title: "Arm's length range",
    columns: [
      { label: 'Method', weight: 2.6 },
      { label: bounds.lower, align: 'right', weight: 1.2 },
      { label: pointLabel, align: 'right', weight: 1.2 },
      { label: bounds.upper, align: 'right', weight: 1.2 },
      { label: 'n', align: 'right', weight: 0.6 },
    ],
    rows: [
      [
        RANGE_METHOD_NAMES[s.method],
        range ? fmt(range.lower) : 'n/a',
        range ? fmt(range.adjustmentPoint) : 'n/a',
        range ? fmt(range.upper) : 'n/a',
        count.format(results.values.length),
      ],
    ],
  });
  if (results.values.length > 0) {
    const bars = results.comparables
      .filter((r) => r.inRange && r.value !== null)
      .map((r) => ({ label: r.name ?? '–', value: r.value as number, text: fmt(r.value) }));
    if (tested.value !== null) bars.push({ label: testedLabel, value: tested.value, text: fmt(tested.value), tone: 'highlight' } as (typeof bars)[number]);
    bars.sort((x, y) => x.value - y.value);
    blocks.push({
      kind: 'chart',
      chart: {
        title: 'Range chart',
        caption: `Each comparable's ${pli} in the range, lowest first${tested.value !== null ? ', with the tested party highlighted' : ''}; the dashed lines mark the range and its ${pointLabel.toLowerCase()}.`,
        bars,
        markers: range
          ? [
              ...(range.lower !== null ? [{ label: bounds.lower, value: range.lower, text: fmt(range.lower) }] : []),
              { label: pointLabel, value: range.adjustmentPoint, text: fmt(range.adjustmentPoint) },
              ...(range.upper !== null ? [{ label: bounds.upper, value: range.upper, text: fmt(range.upper) }] : []),
            ]
          : [],
      },
    });
  }
  if (results.perYear.some((y) => y.range)) {
    table({
      title: 'Range per year',
      note: 'The range of the comparables’ yearly ratios, for reference; the tested range is the multi-year one above.',
      columns: [
        { label: 'Year', weight: 1 },
        { label: 'n', align: 'right', weight: 0.6 },
        { label: bounds.lower, align: 'right', weight: 1.2 },
        { label: 'Median', align: 'right', weight: 1.2 },
        { label: bounds.upper, align: 'right', weight: 1.2 },
      ],
      rows: results.perYear.map((y) => [String(y.year), count.format(y.count), fmt(y.range?.lower), fmt(y.range?.median), fmt(y.range?.upper)]),
    });
  }
  const excluded = results.comparables.filter((r) => r.excluded);
  const noValue = results.comparables.filter((r) => !r.excluded && r.value === null);
  table({
    title: 'Exclusions from the range',
    columns: [
      { label: 'Company', weight: 2 },
      { label: 'Reason', weight: 4 },
    ],
    rows: [
      ...excluded.map((r) => [r.name ?? '–', r.exclusionReason ?? 'Excluded by the reviewer']),
      ...noValue.map((r) => [r.name ?? '–', r.wcaIssue ?? `No ${pli}: no data for ${r.pli.yearsMissing.join(', ') || 'the years tested'}`]),
      ...(excluded.length + noValue.length === 0 ? [['None', 'Every accepted comparable is in the range.']] : []),
    ],
  });
  p(
    s.wca
      ? `Working-capital adjustment: applied (${s.wca.method === 'irs' ? 'IRS APA Attachment B' : 'simplified OECD'} method, interest rate ${(s.wca.rate * 100).toFixed(2)}%, ${results.wcaBase === 'costs' ? 'cost' : 'sales'} base); the range uses the adjusted values.`
      : 'Working-capital adjustment: not applied.',
  );

  // 7. Conclusion ------------------------------------------------------------------------------
  h1('7. Conclusion');
  if (!range || range.lower === null || range.upper === null) {
    p(
      `No arm's length range can be stated: ${plural(results.values.length, 'comparable has', 'comparables have')} a value for the ${pli} over ${s.years.join(', ')}${range ? `, too few for the ${RANGE_METHOD_NAMES[s.method]}` : ''}.`,
    );
    if (range) p(`The ${pointLabel.toLowerCase()} of the values is ${fmt(range.adjustmentPoint)}.`);
  } else {
    p(
      `The ${RANGE_METHOD_NAMES[s.method]} of ${plural(results.values.length, 'comparable')} runs from ${fmt(range.lower)} to ${fmt(range.upper)}, with a ${pointLabel.toLowerCase()} of ${fmt(range.adjustmentPoint)} (${pli}, ${aggregation} over ${s.years.join(', ')}).`,
    );
  }
  if (tested.value === null) {
    p(`The tested party's ${pli} cannot be compared: no financials of the tested party are recorded for ${s.years.join(', ')}.`);
  } else if (position && position.position !== 'no-range') {
    const where = positionWords(position.position);
    p(
      `${far?.tested_party ? `${far.tested_party}'s` : "The tested party's"} ${pli} of ${fmt(tested.value)} is ${where} this range.${
        position.position === 'within'
          ? ''
          : ` Bringing it to the ${pointLabel.toLowerCase()} takes an adjustment of ${fmt(position.adjustment)}.`
      }`,
    );
    if (position.toleranceTest) {
      p(
        `Tolerance: the difference to the ${pointLabel.toLowerCase()} is ${fmt(position.toleranceTest.difference)} against an allowed ${fmt(position.toleranceTest.allowed)}; the result is ${position.toleranceTest.withinTolerance ? 'within' : 'outside'} the tolerance.`,
      );
    }
  } else {
    p(`${far?.tested_party ? `${far.tested_party}'s` : "The tested party's"} ${pli} is ${fmt(tested.value)}; without a range it is not tested.`);
  }
  if (draft) p('This conclusion is a draft: decisions are still open, so the comparables and the range may change.', true);

  // 8. Appendices ------------------------------------------------------------------------------
  h1('8. Appendices');
  const fin = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const cell = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? fin.format(v) : '–');
  table({
    title: 'A. Financials of the accepted companies',
    note: 'As imported from the database export, in its unit and currency.',
    columns: [
      { label: 'Company', weight: 2.6 },
      { label: 'Year', weight: 0.8 },
      { label: 'Revenue', align: 'right', weight: 1.4 },
      { label: 'Cost of goods sold', align: 'right', weight: 1.4 },
      { label: 'Gross profit', align: 'right', weight: 1.4 },
      { label: 'Operating profit', align: 'right', weight: 1.4 },
      { label: 'Total assets', align: 'right', weight: 1.4 },
    ],
    rows: accepted.flatMap((c) =>
      [...c.financial_data]
        .sort((x, y) => x.year - y.year)
        .map((y, i) => [
          i === 0 ? (c.name ?? '–') : '',
          String(y.year),
          cell(y.revenue),
          cell(y.cost_of_goods_sold),
          cell(y.gross_profit),
          cell(y.operating_profit),
          cell(y.total_assets),
        ]),
    ),
  });
  table({
    title: 'B. Rejection matrix (every company)',
    columns: [
      { label: 'Company', weight: 2.2 },
      { label: 'Country', weight: 1.2 },
      { label: 'Decision', weight: 1.4 },
      { label: 'Reason', weight: 4 },
      { label: 'Decided by', weight: 1.5 },
    ],
    rows: companies.map((c) => [c.name ?? '–', c.country ?? '–', decisionOf(c), reasonOf(c, 240), decidedBy(c)]),
  });
  const trail = data.audit.filter((e) => SUMMARY_ACTIONS.has(e.action));
  const people = new Map<string, { accept: number; reject: number; refrain: number }>();
  for (const e of trail) {
    if (e.action !== 'decision.human') continue;
    const who = actorOf(e);
    const tally = people.get(who) ?? { accept: 0, reject: 0, refrain: 0 };
    const d = String((e.after ?? {}).human_decision ?? '');
    if (d === 'accept' || d === 'reject' || d === 'refrain') tally[d]++;
    people.set(who, tally);
  }
  h2('C. Audit summary');
  p(
    people.size
      ? `Decisions recorded by person: ${[...people].map(([who, t]) => `${who} (${t.accept} accepted, ${t.reject} rejected${t.refrain ? `, ${t.refrain} refrained` : ''})`).join('; ')}. The full audit trail is in the Excel workbook.`
      : 'No decision was recorded by a person. The full audit trail is in the Excel workbook.',
  );
  table({
    columns: [
      { label: 'When', weight: 1.5 },
      { label: 'Who', weight: 1.5 },
      { label: 'What', weight: 5 },
    ],
    rows: trail.length ? trail.map((e) => [minute(e.at), actorOf(e), auditSentence(e, (id) => names.get(id) ?? null)]) : [['–', '–', 'No recorded events.']],
  });
  const sourceRows = accepted.flatMap((c) =>
    c.sources.map((src) => [
      c.name ?? '–',
      sourceKindLabel(src.kind),
      src.kind === 'database_description' || src.kind === 'database_record' ? sourceDisplayName({ ...src, title: null }) : (src.title ?? src.location ?? '–'),
      src.url ?? ((src.kind === 'database_description' || src.kind === 'database_record') && b.file ? b.file.filename : (src.location ?? '–')),
      day(src.fetched_at),
    ]),
  );
  table({
    title: 'D. Data sources and attribution',
    note: `Financials and database descriptions come from ${b.file ? `the database export "${b.file.filename}"` : 'the companies as entered'}; each source below was stored when it was read, and the quotes in the footnotes are verbatim from it. Third-party content remains subject to its publisher's terms and licence.`,
    columns: [
      { label: 'Company', weight: 2 },
      { label: 'Kind', weight: 1.2 },
      { label: 'Title', weight: 2.6 },
      { label: 'Address', weight: 3 },
      { label: 'Retrieved', weight: 1.2 },
    ],
    rows: sourceRows.length ? sourceRows : [['–', '–', 'No stored sources for the accepted companies.', '–', '–']],
  });

  const status = draft ? 'Draft' : 'Final';
  return {
    title: 'Benchmarking study',
    subtitle: `${b.name} · ${b.client_name}`,
    meta: [
      ['Client', b.client_name],
      ['Study', b.name],
      ['Status', status],
      ['Prepared by', data.generatedBy],
      ['Date', day(data.generatedAt)],
      ['Quartile version', version],
    ],
    blocks,
    citations,
    footer: `${b.name} · Benchmarking study (${status.toLowerCase()}) · Quartile ${version}, ${day(data.generatedAt)}`,
    ...(draft ? { watermark: 'DRAFT' } : {}),
  };
}

