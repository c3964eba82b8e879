/**
 * From a parsed company list to the rows the import call takes (product-spec §2 Companies tab,
 * §3 "Upload file" and "Financial data setup", §5 "Mapping" and "Financial data").
 *
 * - Columns are referred to by their index in the header row (headers may repeat or be blank).
 * - System fields: name, country, website, BvD ID and description go to their own fields; every
 *   other mapped field (city, independence indicator, NACE code, ...) is kept as an attribute.
 * - Financial columns: one column per metric and year, with the multiplier of its unit
 *   (`th EUR` → × 1000) so the imported figures are in units. Relative periods (`Last avail. yr`,
 *   `Year - 1`) resolve against the last available year the user confirms.
 * - Data rows are the rows below the header row; a row with every cell blank is left out here and
 *   counted (the server reports the rows it skips itself). Row numbers are 1-based file rows.
 * - Nothing is cut silently (issue 20): a row with a text longer than the contract allows (a
 *   name over 300 characters is a broken cell, not a name) is not imported; it is listed in
 *   `refused` with the field and the limit in a person's words, for the wizard's result.
 */
import { PLI_FIELDS, type PliId } from '../tp/pli.ts';
import { isMissingCell, parseNumberCell } from './cells.ts';
import { proposeColumnMapping, type ColumnMappingProposal } from './columnMapping.ts';
import type { SystemField } from './fields.ts';
import { parseHeader, resolveYear } from './headers.ts';
import { SCALE_MULTIPLIER, type HeaderUnit } from './units.ts';

/** The metrics a company's financial year holds (the contract's CompanyFinancials). */
export const IMPORT_METRICS = [
  'revenue',
  'cost_of_goods_sold',
  'gross_profit',
  'operating_expenses',
  'total_costs',
  'operating_profit',
  'net_profit',
  'total_assets',
  'capital_employed',
] as const;
export type ImportMetric = (typeof IMPORT_METRICS)[number];

/** A stored year as the contract's CompanyFinancials: every metric there, `null` where none was given. */
export function everyImportMetric(entry: { readonly year: number } & { readonly [M in ImportMetric]?: number | null }): { year: number } & Record<ImportMetric, number | null> {
  return { year: entry.year, ...(Object.fromEntries(IMPORT_METRICS.map((m) => [m, entry[m] ?? null])) as Record<ImportMetric, number | null>) };
}

export const IMPORT_METRIC_LABELS: Readonly<Record<ImportMetric, string>> = {
  revenue: 'Revenue',
  cost_of_goods_sold: 'Cost of goods sold',
  gross_profit: 'Gross profit',
  operating_expenses: 'Operating expenses',
  total_costs: 'Total costs',
  operating_profit: 'Operating profit',
  net_profit: 'Net profit',
  total_assets: 'Total assets',
  capital_employed: 'Capital employed',
};

/** The metrics each PLI needs (numerator and denominator), to suggest what to map: the PLI's own fields. */
export const PLI_METRICS: Readonly<Record<PliId, readonly ImportMetric[]>> = PLI_FIELDS;

export const UNIT_SCALES = ['units', 'th', 'm', 'bn'] as const;
export type UnitScale = (typeof UNIT_SCALES)[number];
export const UNIT_SCALE_LABELS: Readonly<Record<UnitScale, string>> = {
  units: 'Units',
  th: 'Thousands (th)',
  m: 'Millions (m)',
  bn: 'Billions (bn)',
};

/** Company fields the wizard maps, in the order it shows them; the first three are required (§5). */
export const MAPPED_FIELDS: readonly SystemField[] = [
  'name',
  'country',
  'website',
  'bvd_id',
  'database_description',
  'city',
  'email',
  'independence_indicator',
  'nace_code',
  'sic_code',
  'naics_code',
  'industry',
  'guo_name',
  'shareholder_total_pct',
  'employees',
  'last_available_year',
];

export const MAPPED_FIELD_LABELS: Readonly<Record<SystemField, string>> = {
  name: 'Company name',
  country: 'Country',
  website: 'Website',
  bvd_id: 'BvD ID',
  database_description: 'Business description',
  city: 'City',
  email: 'E-mail',
  independence_indicator: 'BvD independence indicator',
  nace_code: 'NACE code',
  sic_code: 'US SIC code',
  naics_code: 'NAICS code',
  industry: 'Industry',
  guo_name: 'Global ultimate owner',
  shareholder_total_pct: 'Shareholder total %',
  employees: 'Number of employees',
  last_available_year: 'Last available year',
};

/** A kept attribute's label: the mapped field's name ("US SIC code", not "Sic code"), else the key in words. */
export function attributeLabel(key: string): string {
  if (Object.hasOwn(MAPPED_FIELD_LABELS, key)) return MAPPED_FIELD_LABELS[key as SystemField];
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** System field → column index. */
export type FieldAssignment = Partial<Record<SystemField, number>>;

export interface MetricColumnAssignment {
  readonly year: number;
  readonly metric: ImportMetric;
  readonly column: number;
  readonly scale: UnitScale;
  /** Currency read from the header (recorded, not converted). */
  readonly currency: string | null;
}

export interface FinancialPlan {
  readonly include: boolean;
  readonly pli: PliId;
  readonly startYear: number;
  readonly endYear: number;
  readonly columns: readonly MetricColumnAssignment[];
}

export interface ImportRowInput {
  row: number;
  name: string | null;
  bvd_id: string | null;
  country: string | null;
  website: string | null;
  database_description: string | null;
  attributes: Record<string, string | number | null>;
  financial_data: ({ year: number } & Partial<Record<ImportMetric, number | null>>)[];
}

/** The contract's text limits (CompanyImportRow), in characters. */
export const IMPORT_TEXT_LIMITS = { name: 300, bvd_id: 100, country: 100, website: 2048, database_description: 20000, attribute: 5000 } as const;
const LIMITS = IMPORT_TEXT_LIMITS;
const FIELD_WORDS: Record<keyof typeof IMPORT_TEXT_LIMITS, string> = {
  name: 'company name',
  bvd_id: 'BvD ID',
  country: 'country',
  website: 'website',
  database_description: 'description',
  attribute: 'cell',
};

/** A row left out because a cell is longer than its field allows, with the reason in words. */
export interface RefusedImportRow {
  row: number;
  reason: string;
}

/** The reason a text is too long for its field, e.g. "The company name is longer than 300 characters." */
export function tooLongReason(field: keyof typeof IMPORT_TEXT_LIMITS, header?: string): string {
  const what = field === 'attribute' && header ? `"${header}" cell` : FIELD_WORDS[field];
  return `The ${what} is longer than ${LIMITS[field].toLocaleString('en-US')} characters; shorten it in the file and upload again.`;
}

const OWN_FIELD_ORDER = ['name', 'bvd_id', 'country', 'website', 'database_description'] as const;
const OWN_FIELDS = new Set<SystemField>(OWN_FIELD_ORDER);

const isImportMetric = (m: string): m is ImportMetric => (IMPORT_METRICS as readonly string[]).includes(m);

/** The recognizer's best column for each company field (metrics are planned per year below). */
export function proposeFieldAssignment(proposal: ColumnMappingProposal): FieldAssignment {
  const out: FieldAssignment = {};
  for (const field of MAPPED_FIELDS) {
    const column = proposal.fields[field];
    if (column) out[field] = column.index;
  }
  return out;
}

/** The confidence the recognizer gave the column now assigned to a field (null when chosen by hand). */
export function assignmentConfidence(proposal: ColumnMappingProposal, field: SystemField, column: number | undefined): number | null {
  const proposed = proposal.fields[field];
  return proposed && proposed.index === column ? proposed.confidence : null;
}

export interface YearSuggestion {
  /** Explicit years found in the headers, ascending. */
  readonly years: readonly number[];
  /** True when headers use `Last avail. yr` / `Year - n`. */
  readonly relative: boolean;
  /** The number of relative offsets (`Year - 4` → 4). */
  readonly maxOffset: number;
}

export function suggestYears(headers: readonly unknown[]): YearSuggestion {
  const years = new Set<number>();
  let relative = false;
  let maxOffset = 0;
  for (const h of headers) {
    const p = parseHeader(h).period;
    if (!p) continue;
    if (p.kind === 'year') years.add(p.year);
    else {
      relative = true;
      if (p.kind === 'relative') maxOffset = Math.max(maxOffset, -p.offset);
    }
  }
  return { years: [...years].sort((a, b) => a - b), relative, maxOffset };
}

const scaleOf = (unit: HeaderUnit | null): UnitScale => unit?.scale ?? 'units';

/**
 * Pre-fills metric columns per year from the headers: explicit years, and relative periods
 * resolved against `lastAvailableYear`. Only years within start..end are kept.
 */
export function proposeFinancialColumns(
  headers: readonly unknown[],
  range: { startYear: number; endYear: number; lastAvailableYear?: number | null },
): MetricColumnAssignment[] {
  const proposal = proposeColumnMapping(headers, { lastAvailableYear: range.lastAvailableYear ?? null });
  const out: MetricColumnAssignment[] = [];
  for (const [metric, columns] of Object.entries(proposal.metrics)) {
    if (!isImportMetric(metric)) continue;
    for (const c of columns ?? []) {
      const year = c.year ?? resolveYear(c.period, range.lastAvailableYear);
      if (year === null || year < range.startYear || year > range.endYear) continue;
      if (out.some((o) => o.metric === metric && o.year === year)) continue;
      out.push({ metric, year, column: c.index, scale: scaleOf(c.unit), currency: c.unit?.currency ?? null });
    }
  }
  return out.sort((a, b) => a.year - b.year || IMPORT_METRICS.indexOf(a.metric) - IMPORT_METRICS.indexOf(b.metric));
}

/**
 * The financial metrics the headers carry, whatever their year, in IMPORT_METRICS order: the
 * wizard switches financial data on when there is one and says which.
 */
export function recognizedFinancialMetrics(headers: readonly unknown[]): ImportMetric[] {
  const metrics: Partial<Record<string, readonly unknown[]>> = proposeColumnMapping(headers).metrics;
  return IMPORT_METRICS.filter((m) => (metrics[m]?.length ?? 0) > 0);
}

/** The unit a column's header states, for a column chosen by hand. */
export function headerUnit(header: unknown): { scale: UnitScale; currency: string | null } {
  const unit = parseHeader(header).unit;
  return { scale: scaleOf(unit), currency: unit?.currency ?? null };
}

const text = (cell: unknown): string | null => {
  if (cell === null || cell === undefined) return null;
  const t = String(cell).trim();
  return t === '' || isMissingCell(t) ? null : t;
};

const attributeValue = (cell: unknown): string | number | null => {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  return text(cell);
};

const tooLong = (cell: unknown, field: keyof typeof IMPORT_TEXT_LIMITS): boolean =>
  typeof cell === 'string' && cell.trim().length > LIMITS[field];

const isBlankRow = (row: readonly unknown[] | undefined): boolean =>
  !row || row.every((c) => c === null || c === undefined || (typeof c === 'string' && c.trim() === ''));

/**
 * The line break that ends a text file, as a CSV parser gives it: one last row of a single empty
 * cell (Papa Parse reads "a,b\n1,2\n" as three rows, the last `[""]`). It is no row of the file,
 * so it is not counted as a blank row left out (new-user trial, 2026-11-27); a blank line before
 * it, or a blank row in the middle, still is.
 */
export function isFinalLineBreak(rows: readonly (readonly unknown[])[], index: number): boolean {
  const row = rows[index];
  return index === rows.length - 1 && index > 0 && row !== undefined && row.length <= 1 && isBlankRow(row);
}

/**
 * Builds the import rows from the parsed sheet (`rows` includes the header row at `headerRow`).
 * Blank rows are counted (the file's final line break is none); rows with a text over its limit
 * are refused with the reason.
 */
export function buildImportRows(
  rows: readonly (readonly unknown[])[],
  headerRow: number,
  fields: FieldAssignment,
  financials: FinancialPlan | null,
): { rows: ImportRowInput[]; blankRows: number; refused: RefusedImportRow[] } {
  const out: ImportRowInput[] = [];
  const refused: RefusedImportRow[] = [];
  const headers = rows[headerRow] ?? [];
  let blankRows = 0;
  const attributeFields = (Object.entries(fields) as [SystemField, number][]).filter(([f]) => !OWN_FIELDS.has(f));
  const years: number[] = [];
  if (financials?.include) for (let y = financials.startYear; y <= financials.endYear; y++) years.push(y);
  const columnsByYear = new Map<number, MetricColumnAssignment[]>();
  for (const c of financials?.include ? financials.columns : []) {
    if (c.year < (financials?.startYear ?? 0) || c.year > (financials?.endYear ?? 0)) continue;
    columnsByYear.set(c.year, [...(columnsByYear.get(c.year) ?? []), c]);
  }
  const cell = (row: readonly unknown[], field: SystemField): unknown => (fields[field] === undefined ? undefined : row[fields[field]]);

  for (let i = headerRow + 1; i < rows.length; i++) {
    const row = rows[i];
    if (!row || isBlankRow(row)) {
      if (!isFinalLineBreak(rows, i)) blankRows++;
      continue;
    }
    const reason = overLimitReason(row);
    if (reason) refused.push({ row: i + 1, reason });
    else out.push(importRow(row, i + 1));
  }
  return { rows: out, blankRows, refused };

  function overLimitReason(row: readonly unknown[]): string | null {
    for (const field of OWN_FIELD_ORDER) if (tooLong(cell(row, field), field)) return tooLongReason(field);
    for (const [, index] of attributeFields) {
      if (tooLong(row[index], 'attribute')) return tooLongReason('attribute', String(headers[index] ?? '').trim() || `Column ${index + 1}`);
    }
    return null;
  }

  function importRow(row: readonly unknown[], fileRow: number): ImportRowInput {
    const attributes: Record<string, string | number | null> = {};
    for (const [field, index] of attributeFields) attributes[field] = attributeValue(row[index]);
    const financialData: ImportRowInput['financial_data'] = [];
    for (const year of years) {
      const assigned = columnsByYear.get(year) ?? [];
      if (assigned.length === 0) continue;
      const entry: { year: number } & Partial<Record<ImportMetric, number | null>> = { year };
      let any = false;
      for (const c of assigned) {
        const n = parseNumberCell(row[c.column]);
        const value = n === null ? null : n * SCALE_MULTIPLIER[c.scale];
        entry[c.metric] = value;
        if (value !== null) any = true;
      }
      if (any) financialData.push(entry);
    }
    return {
      row: fileRow,
      name: text(cell(row, 'name')),
      bvd_id: text(cell(row, 'bvd_id')),
      country: text(cell(row, 'country')),
      website: text(cell(row, 'website')),
      database_description: text(cell(row, 'database_description')),
      attributes,
      financial_data: financialData,
    };
  }
}

/** The contract's column_mapping (file header → field or `metric year`), kept with the file for audit. */
export function columnMappingRecord(
  headers: readonly string[],
  fields: FieldAssignment,
  financials: FinancialPlan | null,
): Record<string, string> {
  const out: Record<string, string> = {};
  const label = (index: number) => headers[index]?.trim() || `Column ${index + 1}`;
  for (const [field, index] of Object.entries(fields) as [SystemField, number][]) out[label(index)] = field;
  for (const c of financials?.include ? financials.columns : []) out[label(c.column)] = `${c.metric} ${c.year}`;
  return out;
}

/** The unit text recorded per column, e.g. "th EUR", "m", "units". */
export function unitText(c: Pick<MetricColumnAssignment, 'scale' | 'currency'>): string {
  if (c.scale === 'units') return c.currency ?? 'units';
  return c.currency ? `${c.scale} ${c.currency}` : c.scale;
}
