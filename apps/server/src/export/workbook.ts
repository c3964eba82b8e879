// The Excel workbook of a study (issue 11; spec §1 "a detailed Excel export"), written as a stream
// with exceljs so 10,000 companies never sit in memory as a workbook. Sheets: Summary, the
// accept/reject matrix (the chosen columns), financials by year, PLI and range (live formulas: Excel's
// functions or the method's rule with SMALL, the tested party over its financials; Quartile's values
// beside them; rangeFormulas.ts), sources, citations with links, and the audit trail.
import type { Writable } from 'node:stream';
import type { Company } from '@quartile/api';
import {
  auditActorName,
  describeAuditEvent,
  citationSourceLabel,
  DECISION_LABELS,
  formatDecisionReason,
  sourceDisplayName,
  sourceKindLabel,
  isPercentPli,
  isValidUrl,
  outcomeLabel,
  reviewFlagLabel,
  decisionBasisText,
  EXPORT_COLUMNS,
  IMPORT_METRIC_LABELS,
  IMPORT_METRICS,
  PLI_NAMES,
  PLI_PARTS,
  RANGE_BOUND_NAMES,
  RANGE_METHOD_NAMES,
  type ComparableResult,
  type ExportColumnKey,
  type PliId,
} from '@quartile/domain';
import ExcelJS from 'exceljs';
import { addRow, columnLetter, FORMATS, restyle, styleHeader, styleSection, tableSheet, writeTableSheet, type CellInput } from './cells.ts';
import type { ExportData } from './exportData.ts';
import { outdatedMatrixCell, outdatedSummaryLines } from './outdatedCells.ts';
import { moreScreenLines } from './screenLines.ts';
import { adjustmentFormula, boundFormula, boundNote, citationsSheet, financialsLayout, testedPartyRow } from './rangeFormulas.ts';

/** The stored metrics of a company-year, in the contract's order, with their labels (the import's). */
const FINANCIAL_COLUMNS = IMPORT_METRICS.map((key) => [key, IMPORT_METRIC_LABELS[key]] as const);

const WRAP: Partial<ExcelJS.Style> = Object.freeze({ alignment: { vertical: 'top' as const, wrapText: true } });
const BOLD: Partial<ExcelJS.Style> = Object.freeze({ font: { bold: true } });
const date = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);
const pliFormat = (pli: PliId) => (isPercentPli(pli) ? FORMATS.percent : FORMATS.ratio);

/** A citation's source as a person reads it: the database record and description by their labels, others as cited. */
const citedSourceName = (c: Company, q: { source_id: string; source: string }): string => {
  const kind = c.sources.find((s) => s.id === q.source_id)?.kind;
  return kind === 'database_record' || kind === 'database_description' ? sourceKindLabel(kind) : citationSourceLabel(q.source);
};
/** A source as a person names it (one home for every surface, sourceKinds.ts). */
const sourceName = (s: Company['sources'][number]): string => sourceDisplayName(s);
/** A source's place where it has no link: a document's name, never the stored "database record" / "description". */
const sourcePlace = (s: Company['sources'][number]): string | null =>
  s.kind === 'database_record' || s.kind === 'database_description' ? null : (s.location ?? null);

function rangeText(r: ComparableResult | undefined): string {
  if (!r) return 'Not an accepted comparable';
  if (r.inRange) return 'Yes';
  if (r.excluded) return `Excluded: ${r.exclusionReason ?? ''}`;
  return `No value${r.wcaIssue ? `: ${r.wcaIssue}` : r.pli.yearsMissing.length ? `: no data for ${r.pli.yearsMissing.join(', ')}` : ''}`;
}

function matrixCell(c: Company, key: ExportColumnKey, r: ComparableResult | undefined, pli: PliId, data: ExportData): CellInput {
  const auto = c.automated_decision;
  const human = c.human_decision;
  switch (key) {
    case 'name':
      return c.name ?? '';
    case 'country':
      return c.country;
    case 'bvd_id':
      return c.bvd_id ?? null;
    case 'website':
      if (!c.website) return null;
      // Only a valid web address becomes a link (bare domains get https://); anything else stays text.
      return isValidUrl(c.website)
        ? { link: /^https?:\/\//i.test(c.website) ? c.website : `https://${c.website}`, text: c.website }
        : c.website;
    case 'database_description':
      return c.database_description;
    case 'status':
      return c.status;
    case 'decision':
      return outcomeLabel(c.status);
    case 'reason':
      // The reviewer's reason as the evidence report gives it (its label from the taxonomy, with any
      // text); a decision with a reason code only has no free text, and the analyst's reasoning
      // (which may argue the other way: "Accepted: …" beside a reject) is no reviewer's reason.
      if (human) return formatDecisionReason(human.reason_code, human.reason) ?? (auto?.decision === human.decision ? auto.reasoning : null);
      return auto?.reasoning ?? c.exclusion_reason ?? null;
    case 'reviewer':
      return human?.decided_by.name ?? null;
    case 'decided_at':
      return date(human?.decided_at ?? auto?.decided_at);
    case 'criteria_version':
    case 'outdated':
      return outdatedMatrixCell(c, key, data);
    case 'automated_decision':
      return auto ? DECISION_LABELS[auto.decision] : null;
    case 'confidence':
      return auto ? { number: auto.confidence, numFmt: '0%' } : null;
    case 'matched_criteria':
      return auto?.matched_criteria.join('; ') ?? null;
    case 'decision_basis':
      // The shown analysis made the automated decision; its `learned` says what taught it.
      return auto ? decisionBasisText(c.analysis?.learned) : null;
    case 'automated_reasoning':
      return auto?.reasoning ?? null;
    case 'core_function':
      return c.core_function;
    case 'tags':
      return c.tags.join(', ');
    case 'review_flags':
      return c.review_flags
        .map(
          (f) =>
            `${reviewFlagLabel(f.kind)} (${f.severity}): ${f.message}${f.dismissal ? ` [dismissed by ${f.dismissal.by?.name ?? 'a former user'}: ${f.dismissal.note}]` : ''}`,
        )
        .join('\n');
    case 'citations':
      return (auto?.citations ?? []).map((q) => `“${q.quote}” (${[...new Set([q.location === q.source ? null : q.location, q.url ?? citedSourceName(c, q)].filter(Boolean))].join('; ')})`).join('\n');
    case 'source_link': {
      const url = auto?.citations.find((q) => q.url)?.url ?? c.sources.find((s) => s.url)?.url;
      return url ? { link: url, text: url } : null;
    }
    case 'sources':
      return c.sources
        .map(
          (s) =>
            `${sourceName(s)} (${sourceKindLabel(s.kind)}${s.url ? `; ${s.url}` : ''}${s.fetched_at ? `; retrieved ${s.fetched_at.slice(0, 16).replace('T', ' ')} UTC` : ''})`,
        )
        .join('\n');
    case 'excluded':
      return c.is_excluded ? `Excluded${c.exclusion_reason ? `: ${c.exclusion_reason}` : ''}` : 'No';
    case 'pli':
      return r ? { number: r.value, numFmt: pliFormat(pli) } : null;
    case 'in_range':
      return rangeText(r);
  }
}

function summarySheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, data: ExportData): void {
  const { benchmark: b, results } = data;
  const sheet = workbook.addWorksheet('Summary', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [{ width: 30 }, { width: 70 }, { width: 18 }, { width: 18 }];
  const title = addRow(sheet, [`Benchmarking study: ${b.name}`]);
  restyle(title.getCell(1), { font: { bold: true, size: 14 } });
  const kv = (label: string, value: CellInput, extra?: CellInput) =>
    addRow(sheet, [label, value, extra ?? null], (cell, i) => {
      if (i === 0) restyle(cell, BOLD);
      if (i === 1) restyle(cell, WRAP);
    });
  const section = (label: string) => {
    addRow(sheet, []);
    addRow(sheet, [label], styleSection);
  };
  kv('Client', b.client_name);
  kv('Benchmark', b.name);
  kv('Tested party', b.tested_party_description || 'Not described');
  kv('Financial years', b.financial_years.join(', '));
  kv('Started', date(b.start_date));
  kv('Generated', data.generatedAt);
  kv('Generated by', data.generatedBy);

  section('Search strategy');
  kv(
    'Company list',
    b.file
      ? `${b.file.filename} (uploaded ${b.file.uploaded_at.slice(0, 10)}, ${b.file.imported_count} companies imported)`
      : 'No file uploaded',
  );
  const screens = data.screens;
  const screenLines: string[] = [];
  if (screens) {
    const independence = screens.independence as { allowed?: string[]; exclude_unknown?: boolean } | null | undefined;
    if (independence?.allowed)
      screenLines.push(
        `Independence: BvD indicator ${independence.allowed.join(', ')}${independence.exclude_unknown ? ', unknown excluded' : ''}`,
      );
    if (screens.data_availability) screenLines.push('Data availability: financials for every year tested');
    const losses = screens.persistent_losses as { loss_years?: number } | null | undefined;
    if (losses?.loss_years) screenLines.push(`Persistent losses: excluded with losses in ${losses.loss_years} or more years`);
    if (typeof screens.min_revenue === 'number') screenLines.push(`Minimum revenue: ${screens.min_revenue}`);
    screenLines.push(...moreScreenLines(screens));
  }
  kv('Quantitative screens', screenLines.join('\n') || 'None applied');
  kv('Accept criteria', b.criteria.accept.map((c) => `• ${c}`).join('\n') || 'None');
  kv('Reject criteria', b.criteria.reject.map((c) => `• ${c}`).join('\n') || 'None');
  if (data.criteriaVersions.length > 0) {
    section('Criteria versions');
    addRow(sheet, ['Version', 'Accept / reject', 'Saved', 'Saved by'], styleHeader);
    for (const v of data.criteriaVersions) {
      addRow(
        sheet,
        [`v${v.version}`, `Accept: ${v.accept.join('; ') || '—'}\nReject: ${v.reject.join('; ') || '—'}`, date(v.saved_at), v.saved_by],
        (cell, i) => {
          if (i === 1) restyle(cell, WRAP);
        },
      );
    }
  }

  section('Companies by status');
  addRow(sheet, ['Status', 'Companies'], styleHeader);
  const counts = new Map<string, number>();
  for (const c of data.companies) counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
  for (const [status, count] of [...counts].sort((a, b) => b[1] - a[1])) addRow(sheet, [status, count]);
  addRow(sheet, ['Total', data.companies.length], (cell) => restyle(cell, BOLD));

  const s = results.settings;
  const pli = s.pli;
  const range = results.range;
  const bounds = RANGE_BOUND_NAMES[s.method];
  const position = results.testedParty.position;
  section("Arm's length range");
  kv('Profit level indicator', `${PLI_NAMES[pli]} (${pli})`);
  kv(
    'Aggregation',
    s.aggregation === 'weighted' ? 'Weighted average (sum of numerators / sum of denominators)' : 'Simple average of the yearly ratios',
  );
  kv('Years', s.years.join(', '));
  kv('Method', RANGE_METHOD_NAMES[s.method]);
  kv('Accepted comparables', results.comparables.length);
  kv('Comparables in the range', results.values.length);
  kv('Excluded from the range', results.comparables.filter((c) => c.excluded).length);
  for (const [label, value] of outdatedSummaryLines(data)) kv(label, value);
  const num = (v: number | null | undefined): CellInput => ({ number: v ?? null, numFmt: pliFormat(pli) });
  kv(bounds.lower, range?.lower === null || !range ? 'Not defined' : num(range.lower));
  kv(range && range.median === null ? 'Arithmetic mean (adjustment point)' : 'Median', range ? num(range.adjustmentPoint) : 'Not defined');
  kv(bounds.upper, range?.upper === null || !range ? 'Not defined' : num(range.upper));
  kv('Tested party', results.testedParty.value === null ? 'No financials' : num(results.testedParty.value));
  kv(
    'Position',
    position
      ? position.position === 'no-range'
        ? 'No range'
        : `${position.position[0]!.toUpperCase()}${position.position.slice(1)} the range`
      : 'Not assessed',
  );
  kv('Adjustment to the adjustment point', position?.adjustment === null || !position ? 'None' : num(position.adjustment));
  kv(
    'Working-capital adjustment',
    s.wca
      ? `${s.wca.method === 'irs' ? 'IRS APA Attachment B' : 'Simplified (OECD)'} at ${(s.wca.rate * 100).toFixed(2)} %, ${results.wcaBase === 'costs' ? 'cost' : 'sales'} base`
      : 'Not applied',
  );
  sheet.commit();
}

function matrixSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, data: ExportData, columns: readonly ExportColumnKey[]): void {
  const defs = columns.map((key) => EXPORT_COLUMNS.find((c) => c.key === key)!);
  const byId = new Map(data.results.comparables.map((r) => [r.id, r]));
  const pli = data.results.settings.pli;
  // Long texts wrap; short columns stay on one line.
  const wrapped = defs.map((d) => d.width >= 40);
  writeTableSheet(
    workbook,
    'Accept-Reject Matrix',
    defs.map((d) => ({ label: d.label, width: d.width })),
    data.companies.map((c) => columns.map((key) => matrixCell(c, key, byId.get(c.id), pli, data))),
    (cell, i) => {
      if (wrapped[i]) restyle(cell, WRAP);
    },
  );
}

function financialsSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, data: ExportData): void {
  const yearRows = (name: string, status: string, years: Company['financial_data']): CellInput[][] =>
    years.map((y) => [
      name,
      status,
      { number: y.year, numFmt: FORMATS.integer },
      ...FINANCIAL_COLUMNS.map(([key]) => ({ number: y[key], numFmt: FORMATS.amount })),
    ]);
  writeTableSheet(
    workbook,
    'Financials',
    [
      { label: 'Company', width: 36 },
      { label: 'Status', width: 24 },
      { label: 'Year', width: 8 },
      ...FINANCIAL_COLUMNS.map(([, label]) => ({ label, width: 16 })),
    ],
    [
      ...yearRows('Tested party', 'Tested party', data.benchmark.tested_party_financials),
      ...data.companies.flatMap((c) => yearRows(c.name ?? '', c.status, c.financial_data)),
    ],
  );
}

/**
 * One row per accepted comparable: per year the numerator, the denominator and the PLI as a live
 * formula; the multi-year PLI as a formula and as Quartile computed it; the value that enters the
 * range. Below, the range as Excel formulas where Excel has the method, and Quartile's values.
 */
function pliSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, data: ExportData): void {
  const { results } = data;
  const s = results.settings;
  const pli = s.pli;
  const fmt = pliFormat(pli);
  const parts = PLI_PARTS[pli];
  const years = s.years;
  const wca = results.wcaBase !== null;
  const headers = [
    { label: 'Company', width: 36 },
    { label: 'In the range', width: 28 },
    ...years.flatMap((y) => [
      { label: `${parts.numerator} ${y}`, width: 16 },
      { label: `${parts.denominator} ${y}`, width: 16 },
      { label: `${pli} ${y}`, width: 10 },
    ]),
    { label: `${s.aggregation === 'weighted' ? 'Weighted' : 'Simple'} ${pli} (Excel formula)`, width: 18 },
    { label: `${s.aggregation === 'weighted' ? 'Weighted' : 'Simple'} ${pli} (computed by Quartile)`, width: 18 },
    ...(wca ? [{ label: 'Working-capital adjustment (computed by Quartile)', width: 20 }] : []),
    { label: 'Value in the range (Excel formula)', width: 18 },
  ];
  const sheet = tableSheet(workbook, 'PLI and Range', headers, results.comparables.length);
  const firstRow = 2;
  const yearCol = (i: number) => 3 + i * 3; // numerator column of year i
  const aggCol = 3 + years.length * 3;
  const computedCol = aggCol + 1;
  const wcaCol = wca ? computedCol + 1 : null;
  const valueCol = (wcaCol ?? computedCol) + 1;
  const L = columnLetter;

  results.comparables.forEach((c, index) => {
    const row = firstRow + index;
    const values: CellInput[] = [c.name ?? '', rangeText(c)];
    c.pli.perYear.forEach((y, i) => {
      const used = y.ratio !== null;
      const n = `${L(yearCol(i))}${row}`;
      const d = `${L(yearCol(i) + 1)}${row}`;
      values.push(
        used ? { number: y.numerator, numFmt: FORMATS.amount } : null,
        used ? { number: y.denominator, numFmt: FORMATS.amount } : null,
        used ? { formula: `IF(AND(ISNUMBER(${d}),${d}<>0),${n}/${d},"")`, result: y.ratio, numFmt: fmt } : 'n/a',
      );
    });
    const nums = years.map((_, i) => `${L(yearCol(i))}${row}`).join(',');
    const dens = years.map((_, i) => `${L(yearCol(i) + 1)}${row}`).join(',');
    const ratios = years.map((_, i) => `${L(yearCol(i) + 2)}${row}`).join(',');
    const aggregate = s.aggregation === 'weighted' ? `IF(SUM(${dens})=0,"",SUM(${nums})/SUM(${dens}))` : `IFERROR(AVERAGE(${ratios}),"")`;
    values.push(c.pli.value === null ? 'n/a' : { formula: aggregate, result: c.pli.value, numFmt: fmt });
    values.push({ number: c.pli.value, numFmt: fmt });
    if (wca) values.push(c.wca ? { number: c.wca.adjustment, numFmt: fmt } : null);
    const agg = `${L(aggCol)}${row}`;
    const adjusted = wcaCol ? `${agg}+${L(wcaCol)}${row}` : agg;
    values.push(c.inRange ? { formula: `IF(ISNUMBER(${agg}),${adjusted},"")`, result: c.value, numFmt: fmt } : null);
    addRow(sheet, values);
  });

  // The tested party's PLI, below the table, as formulas over its financials.
  addRow(sheet, []);
  const layout = financialsLayout(
    data.benchmark.tested_party_financials,
    FINANCIAL_COLUMNS.map(([key]) => key),
    4,
  );
  const testedCells = testedPartyRow(
    sheet,
    results,
    firstRow + results.comparables.length + 1,
    layout,
    { yearCol, aggCol },
    { amount: FORMATS.amount, pli: fmt },
  );

  // The range: Excel's own functions where the method is Excel's, SMALL for the §1.482 and Rule 10CA rules.
  const count = results.comparables.length;
  const set = count > 0 ? `${L(valueCol)}${firstRow}:${L(valueCol)}${firstRow + count - 1}` : null;
  const range = results.range;
  const bounds = RANGE_BOUND_NAMES[s.method];
  const india = s.method === 'india-10ca' && range !== null && range.lower === null;
  addRow(sheet, []);
  addRow(sheet, [`Arm's length range: ${RANGE_METHOD_NAMES[s.method]}`], styleSection);
  addRow(sheet, ['', 'Excel formula', 'Computed by Quartile', 'Note'], styleHeader);
  /** One statistic: the live formula, Quartile's value, a note. Returns its row number. */
  const stat = (label: string, formula: string | null, computed: number | null | undefined, note: string, numFmt: string = fmt): number =>
    addRow(
      sheet,
      [label, formula && set ? { formula, result: computed ?? null, numFmt } : '—', { number: computed ?? null, numFmt }, note],
      (cell, i) => {
        if (i === 0) restyle(cell, BOLD);
      },
    ).number;
  stat('Comparables in the range', `COUNT(${set})`, results.values.length, '', FORMATS.integer);
  const boundFor = (which: 'lower' | 'upper') => (set ? boundFormula(s.method, set, which) : null);
  const note = india ? 'Rule 10CA: fewer than 6 values, no range.' : boundNote(s.method);
  const lowerRow = stat(bounds.lower, boundFor('lower'), range?.lower, note);
  const pointRow = stat(
    india ? 'Arithmetic mean' : 'Median',
    india ? `AVERAGE(${set})` : `MEDIAN(${set})`,
    range?.adjustmentPoint,
    india ? 'The arm’s length value under Rule 10CA with fewer than 6 values.' : 'The adjustment point.',
  );
  const upperRow = stat(bounds.upper, boundFor('upper'), range?.upper, note);
  stat('Mean', `AVERAGE(${set})`, range?.mean, '');
  const tested = results.testedParty.value;
  const testedRow = stat(
    'Tested party',
    testedCells ? testedCells.address : null,
    tested,
    tested === null ? 'No financials for the tested party.' : 'The tested party’s PLI over its financials (row above).',
  );
  const position = results.testedParty.position;
  const adjustment =
    position && position.adjustment !== null && tested !== null && set
      ? adjustmentFormula(
          s.method,
          { tested: `B${testedRow}`, lower: `B${lowerRow}`, upper: `B${upperRow}`, point: `B${pointRow}` },
          range?.lower !== null && range?.upper !== null,
          position.toleranceTest?.tolerance ?? 0,
        )
      : null;
  stat(
    'Adjustment to the adjustment point',
    adjustment,
    position?.adjustment,
    position ? (position.position === 'no-range' ? 'No range.' : `The tested party is ${position.position} the range.`) : '',
  );
  sheet.commit();
}

function sourcesSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, data: ExportData): void {
  writeTableSheet(
    workbook,
    'Sources',
    [
      { label: 'Company', width: 36 },
      { label: 'Kind', width: 16 },
      { label: 'Title', width: 40 },
      { label: 'Link', width: 50 },
      { label: 'Retrieved', width: 18 },
    ],
    data.companies.flatMap((c) =>
      c.sources.map((s) => [
        c.name ?? '',
        sourceKindLabel(s.kind),
        sourceName(s),
        s.url ? { link: s.url, text: s.url } : sourcePlace(s),
        date(s.fetched_at),
      ]),
    ),
  );
}

/** The audit trail in the sentences the screen and the evidence reports show (domain audit/sentences). */
function auditSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, data: ExportData): void {
  const names = new Map(data.companies.map((c) => [c.id, c.name ?? '']));
  const companyName = (id: string) => names.get(id) || null;
  writeTableSheet(
    workbook,
    'Audit Trail',
    [
      { label: 'When (UTC)', width: 18 },
      { label: 'Who', width: 24 },
      { label: 'Company', width: 32 },
      { label: 'What happened', width: 80 },
      { label: 'What changed', width: 60 },
    ],
    data.audit.map((e) => {
      const { sentence, changes } = describeAuditEvent(e, { companyName });
      return [
        e.at,
        auditActorName(e),
        e.company_id ? (companyName(e.company_id) ?? 'A deleted company') : null,
        sentence,
        changes.length > 0 ? changes.join('\n') : null,
      ];
    }),
  );
}

/** Writes the workbook to `stream` and ends it. */
export async function writeWorkbook(data: ExportData, columns: readonly ExportColumnKey[], stream: Writable): Promise<void> {
  // Fast compression: 10,000 companies stream in seconds; the file is a little larger.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  workbook.creator = 'Quartile';
  workbook.created = data.generatedAt;
  summarySheet(workbook, data);
  matrixSheet(workbook, data, columns);
  financialsSheet(workbook, data);
  pliSheet(workbook, data);
  sourcesSheet(workbook, data);
  citationsSheet(workbook, data.companies);
  auditSheet(workbook, data);
  await workbook.commit();
}
