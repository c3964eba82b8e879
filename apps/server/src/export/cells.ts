// Cell values and styles shared by the sheets of the workbook. Text from people and websites is
// never a formula: text that looks like one is stored as text with the text number format, so
// Excel keeps it text even when someone edits the cell.
import { looksLikeFormula } from '@quartile/domain';
import type ExcelJS from 'exceljs';

export const FORMATS = {
  percent: '0.00%',
  ratio: '0.00',
  amount: '#,##0.00',
  integer: '0',
  date: 'yyyy-mm-dd hh:mm',
  day: 'yyyy-mm-dd',
  text: '@',
} as const;

export type CellInput =
  | string
  | number
  | Date
  | null
  | undefined
  | { readonly formula: string; readonly result: number | string | null; readonly numFmt?: string }
  | { readonly link: string; readonly text: string }
  | { readonly number: number | null; readonly numFmt: string };

const SAFE_LINK = /^https?:\/\//i;

// Cells share frozen style objects: exceljs recognises a style it has seen by identity, which keeps
// 10,000-row sheets fast. A style is never changed in place; `restyle` makes a new one.
const shared = new Map<string, Partial<ExcelJS.Style>>();
function formatStyle(numFmt: string): Partial<ExcelJS.Style> {
  let style = shared.get(numFmt);
  if (!style) {
    style = Object.freeze({ numFmt });
    shared.set(numFmt, style);
  }
  return style;
}
const LINK_STYLE: Partial<ExcelJS.Style> = Object.freeze({ font: { color: { argb: 'FF1F4FC7' }, underline: true } });

const combined = new WeakMap<object, WeakMap<object, Partial<ExcelJS.Style>>>();

/** Gives a cell its style plus `patch`, without touching a style other cells share. */
export function restyle(cell: ExcelJS.Cell, patch: Partial<ExcelJS.Style>): void {
  const current = cell.style;
  if (!current || Object.keys(current).length === 0) {
    cell.style = patch; // a fresh cell: share the patch itself
    return;
  }
  if (!Object.isFrozen(current)) {
    cell.style = { ...current, ...patch };
    return;
  }
  // A shared style plus a shared patch: share the combination too.
  let byPatch = combined.get(current);
  if (!byPatch) combined.set(current, (byPatch = new WeakMap()));
  let style = byPatch.get(patch);
  if (!style) byPatch.set(patch, (style = Object.freeze({ ...current, ...patch })));
  cell.style = style;
}

/** Writes one value into a cell: numbers, dates, live formulas (with their computed result), links, safe text. */
export function setCell(cell: ExcelJS.Cell, input: CellInput): void {
  if (input === null || input === undefined || input === '') return;
  if (typeof input === 'string') {
    cell.value = input;
    if (looksLikeFormula(input)) cell.style = formatStyle(FORMATS.text);
    return;
  }
  if (typeof input === 'number') {
    if (Number.isFinite(input)) cell.value = input;
    return;
  }
  if (input instanceof Date) {
    cell.value = input;
    cell.style = formatStyle(FORMATS.date);
    return;
  }
  if ('formula' in input) {
    cell.value = { formula: input.formula, result: input.result ?? undefined } as ExcelJS.CellFormulaValue;
    if (input.numFmt) cell.style = formatStyle(input.numFmt);
    return;
  }
  if ('link' in input) {
    // Only web links become hyperlinks; anything else (javascript:, file:) stays plain text.
    if (SAFE_LINK.test(input.link)) {
      cell.value = { text: input.text, hyperlink: input.link };
      cell.style = LINK_STYLE;
    } else {
      setCell(cell, input.text);
    }
    return;
  }
  if (input.number !== null && Number.isFinite(input.number)) {
    cell.value = input.number;
    cell.style = formatStyle(input.numFmt);
  }
}

/** Appends a row of values and commits it (streaming: a committed row is written out). */
export function addRow(
  sheet: ExcelJS.Worksheet,
  values: readonly CellInput[],
  style?: (cell: ExcelJS.Cell, index: number) => void,
): ExcelJS.Row {
  const row = sheet.addRow([]);
  values.forEach((value, i) => {
    const cell = row.getCell(i + 1);
    setCell(cell, value);
    style?.(cell, i);
  });
  row.commit();
  return row;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF1F4' } };

export function styleHeader(cell: ExcelJS.Cell): void {
  restyle(cell, {
    font: { bold: true },
    fill: HEADER_FILL,
    alignment: { vertical: 'middle', wrapText: true },
    border: { bottom: { style: 'thin', color: { argb: 'FFB9BFC8' } } },
  });
}

export function styleSection(cell: ExcelJS.Cell): void {
  restyle(cell, { font: { bold: true, size: 12 } });
}

/** A1-style column letters: 1 -> A, 27 -> AA. */
export function columnLetter(index: number): string {
  let n = index;
  let name = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    name = String.fromCharCode(65 + rem) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** A tabular sheet: header row frozen, filters on the header, widths in characters. */
export function tableSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  headers: readonly { label: string; width: number }[],
  rows: number,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }] });
  sheet.columns = headers.map((h) => ({ width: h.width }));
  if (headers.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, rows + 1), column: headers.length } };
  addRow(
    sheet,
    headers.map((h) => h.label),
    styleHeader,
  );
  return sheet;
}

/** A whole tabular sheet: the header (tableSheet), one row per entry of `rows`, then the sheet committed. */
export function writeTableSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  headers: readonly { label: string; width: number }[],
  rows: readonly (readonly CellInput[])[],
  style?: (cell: ExcelJS.Cell, index: number) => void,
): void {
  const sheet = tableSheet(workbook, name, headers, rows.length);
  for (const values of rows) addRow(sheet, values, style);
  sheet.commit();
}
