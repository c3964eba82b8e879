// The formulas of the "PLI and Range" sheet that go beyond Excel's own functions (issue 19): the
// US §1.482 and India Rule 10CA percentile rules written with SMALL over the values in the range,
// the tested party's PLI over its financials, and the citations sheet whose sources are links.
// Every formula here is built by Quartile from cell addresses and constants, never from user text.
import type { Company } from '@quartile/api';
import { PLI_FIELDS, RANGE_PERCENTILES, INDIA_MIN_RANGE_COUNT, citationSourceLabel, DATABASE_DESCRIPTION_SOURCE, sourceKindLabel, type BenchmarkResults, type RangeMethod } from '@quartile/domain';
import type ExcelJS from 'exceljs';
import { addRow, columnLetter, writeTableSheet, type CellInput } from './cells.ts';

/**
 * The §1.482-1(e)(2)(iii)(C) / Rule 10CA percentile as an Excel formula over `set` (a column that
 * holds the values of the range and blanks): k = n·p; a whole k gives (x_k + x_{k+1}) / 2, else
 * x_⌈k⌉, with x_i = SMALL(set, i). "Whole" is decided on n × percent with integer arithmetic
 * (MOD of integers is exact in Excel), as percentile.ts decides it with rationals.
 */
export function regulationPercentileFormula(set: string, percent: number): string {
  const n = `COUNT(${set})`;
  const k = `${n}*${percent}/100`;
  return `IF(MOD(${n}*${percent},100)=0,(SMALL(${set},${k})+SMALL(${set},${k}+1))/2,SMALL(${set},QUOTIENT(${n}*${percent}+99,100)))`;
}

/** The lower or upper bound of `method` as a formula over `set`; null where Excel has no formula for it. */
export function boundFormula(method: RangeMethod, set: string, which: 'lower' | 'upper'): string | null {
  const quartile = which === 'lower' ? 1 : 3;
  switch (method) {
    case 'excel-inc':
      return `QUARTILE.INC(${set},${quartile})`;
    case 'excel-exc':
      return `QUARTILE.EXC(${set},${quartile})`;
    case 'us-482':
      return regulationPercentileFormula(set, Math.round(RANGE_PERCENTILES[method][which] * 100));
    case 'india-10ca':
      // Rule 10CA builds a range only from 6 values; with fewer the cell stays empty (the mean applies).
      return `IF(COUNT(${set})<${INDIA_MIN_RANGE_COUNT},"",${regulationPercentileFormula(set, Math.round(RANGE_PERCENTILES[method][which] * 100))})`;
  }
}

/** How the sheet explains a bound's formula. */
export function boundNote(method: RangeMethod): string {
  switch (method) {
    case 'us-482':
      return 'Treas. Reg. §1.482-1(e)(2)(iii)(C): k = n × p; a whole k averages the k-th and (k+1)-th smallest values, otherwise the ⌈k⌉-th smallest.';
    case 'india-10ca':
      return 'Rule 10CA: 35th and 65th percentiles by the same rule as §1.482 (k = n × p), only with at least 6 values.';
    default:
      return '';
  }
}

/** Where each tested-party financial field sits on the Financials sheet (its rows come first). */
export interface FinancialsLayout {
  /** Row of each year of the tested party on the Financials sheet. */
  readonly rowOfYear: ReadonlyMap<number, number>;
  /** Column of each financial field on the Financials sheet. */
  readonly columnOfField: ReadonlyMap<string, number>;
  /** The stored values (before the accounting identities complete them). */
  readonly stored: ReadonlyMap<number, Readonly<Record<string, unknown>>>;
}

/**
 * The tested party's row (`row`, the next row of `sheet`) of the PLI table: per year its numerator and denominator as references to
 * the Financials sheet when the stored figure is the one the PLI uses (a figure the identities
 * derived is written as a value), the yearly ratio and the multi-year PLI as formulas. Returns the
 * row number and the address of the multi-year PLI.
 */
export function testedPartyRow(
  sheet: ExcelJS.Worksheet,
  results: BenchmarkResults,
  row: number,
  layout: FinancialsLayout,
  columns: { yearCol: (i: number) => number; aggCol: number },
  fmt: { amount: string; pli: string },
): { row: number; address: string } | null {
  const tested = results.testedParty;
  if (tested.value === null) return null;
  const s = results.settings;
  const [numField, denField] = PLI_FIELDS[s.pli];
  const L = columnLetter;
  const reference = (year: number, field: string, value: number | null): CellInput => {
    if (value === null) return null;
    const stored = layout.stored.get(year)?.[field];
    const r = layout.rowOfYear.get(year);
    const c = layout.columnOfField.get(field);
    if (typeof stored === 'number' && stored === value && r !== undefined && c !== undefined) {
      return { formula: `Financials!${L(c)}${r}`, result: value, numFmt: fmt.amount };
    }
    return { number: value, numFmt: fmt.amount };
  };
  const values: CellInput[] = ["Tested party's financials", 'Tested party'];
  tested.pli.perYear.forEach((y, i) => {
    const used = y.ratio !== null;
    const n = `${L(columns.yearCol(i))}${row}`;
    const d = `${L(columns.yearCol(i) + 1)}${row}`;
    values.push(
      used ? reference(y.year, numField, y.numerator) : null,
      used ? reference(y.year, denField, y.denominator) : null,
      used ? { formula: `IF(AND(ISNUMBER(${d}),${d}<>0),${n}/${d},"")`, result: y.ratio, numFmt: fmt.pli } : 'n/a',
    );
  });
  const nums = s.years.map((_, i) => `${L(columns.yearCol(i))}${row}`).join(',');
  const dens = s.years.map((_, i) => `${L(columns.yearCol(i) + 1)}${row}`).join(',');
  const ratios = s.years.map((_, i) => `${L(columns.yearCol(i) + 2)}${row}`).join(',');
  values.push({
    formula: s.aggregation === 'weighted' ? `IF(SUM(${dens})=0,"",SUM(${nums})/SUM(${dens}))` : `IFERROR(AVERAGE(${ratios}),"")`,
    result: tested.value,
    numFmt: fmt.pli,
  });
  values.push({ number: tested.value, numFmt: fmt.pli });
  const written = addRow(sheet, values).number;
  if (written !== row) throw new Error(`The tested party's row is ${written}, its formulas name ${row}.`);
  return { row, address: `${L(columns.aggCol)}${row}` };
}

/** The layout of the Financials sheet as financialsSheet writes it: the tested party's years from row 2. */
export function financialsLayout(
  testedFinancials: readonly Company['financial_data'][number][],
  fields: readonly string[],
  firstFieldColumn: number,
): FinancialsLayout {
  return {
    rowOfYear: new Map(testedFinancials.map((y, i) => [y.year, 2 + i])),
    columnOfField: new Map(fields.map((f, i) => [f, firstFieldColumn + i])),
    stored: new Map(testedFinancials.map((y) => [y.year, y as unknown as Record<string, unknown>])),
  };
}

/** The adjustment formula where the position rule can be written with the cells of the sheet. */
export function adjustmentFormula(
  method: RangeMethod,
  cells: { tested: string; lower: string; upper: string; point: string },
  hasBounds: boolean,
  indiaTolerance: number,
): string | null {
  const { tested: t, lower, upper, point } = cells;
  if (hasBounds) return `IF(AND(${t}>=${lower},${t}<=${upper}),0,${point}-${t})`;
  if (method === 'india-10ca') return `IF(ABS(${point}-${t})<=${indiaTolerance}*ABS(${t}),0,${point}-${t})`;
  return null;
}

/** One row per citation of the automated decisions: the quote, where it is, and its source as a link. */
export function citationsSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, companies: readonly Company[]): void {
  const rows = companies.flatMap((c) =>
    (c.automated_decision?.citations ?? []).map((q) => {
      const source = c.sources.find((s) => s.id === q.source_id);
      const url = q.url ?? source?.url ?? null;
      // A database field's citation names the record (its location is the field: "US SIC"); the
      // uploaded trade description is named by its label, never its stored place "description".
      const kind = source?.kind;
      const named = source?.title ?? (kind === 'database_record' || kind === 'database_description' ? sourceKindLabel(kind) : citationSourceLabel(q.source));
      return [c.name ?? '', q.quote, q.location === DATABASE_DESCRIPTION_SOURCE ? null : q.location, named, url ? { link: url, text: url } : null];
    }),
  );
  writeTableSheet(
    workbook,
    'Citations',
    [
      { label: 'Company', width: 36 },
      { label: 'Quote', width: 60 },
      { label: 'Location', width: 24 },
      { label: 'Source', width: 36 },
      { label: 'Link', width: 50 },
    ],
    rows,
  );
}
