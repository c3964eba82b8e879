// How a company list file's bytes and cells become what the mapping reads, the same for the upload
// wizard (in a Web Worker) and `quartile screen`: text decoding of CSV exports and cell clean-up.
import { HEADER_SCAN_ROWS, MAX_CELL_LENGTH, MAX_DATA_ROWS } from './companyFileLimits.ts';

/** A cell as a spreadsheet reader gives it: text, a number (dates are Excel serials), a boolean or empty. */
export type Cell = string | number | boolean | null;

/**
 * Keeps numbers and booleans and turns anything else to text. A text over the cell length limit is
 * kept only to one character past it: enough for the import to see that it is too long and refuse
 * the row with a notice (nothing is cut silently), without holding a 1 MB cell in memory.
 */
export function cleanCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value);
  return text.length > MAX_CELL_LENGTH ? text.slice(0, MAX_CELL_LENGTH + 1) : text;
}

/** The rows a reader reads at most: the header scan and the data rows a list may have, plus one to tell a longer list. */
export const MAX_ROWS_READ = MAX_DATA_ROWS + HEADER_SCAN_ROWS + 1;

/**
 * SheetJS's read options for one sheet of a company list (the domain does not import SheetJS; the
 * upload and `quartile screen` pass these to its `read`): raw cell values, so numbers stay numbers,
 * dates are Excel serial numbers, formulas give their cached result, rich text its plain text;
 * at most MAX_ROWS_READ rows.
 */
export function sheetReadOptions(sheet: string) {
  return {
    type: 'array' as const,
    sheets: [sheet],
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellDates: false,
    sheetRows: MAX_ROWS_READ,
  };
}

/** SheetJS's sheet_to_json options that give every row (blank ones too) as an array of raw cells. */
export const SHEET_ROW_OPTIONS = { header: 1, raw: true, defval: null, blankrows: true } as const;

/** A sheet's rows as sheet_to_json gives them (SHEET_ROW_OPTIONS), each cell cleaned. */
export function cleanRows(rows: readonly unknown[]): Cell[][] {
  return rows.map((row) => (Array.isArray(row) ? row.map(cleanCell) : []));
}

/** UTF-8 (without its byte-order mark), else Windows-1252: exports saved by older Excel versions. */
export function decodeCompanyFileText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * A text encoding a company list is not read in: UTF-16 or UTF-32 (Excel's "Unicode Text", some
 * database exports), by its byte-order mark or, without one, by the zero bytes every other byte
 * of Latin text has. Such a file is refused with a request to save it as UTF-8, not misread.
 */
export function unreadableTextEncoding(bytes: Uint8Array): 'UTF-16' | 'UTF-32' | null {
  const [b0, b1, b2, b3] = bytes;
  if ((b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) || (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff)) return 'UTF-32';
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) return 'UTF-16';
  const head = bytes.subarray(0, 4096);
  if (head.byteLength < 16) return null; // too little to tell
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < head.byteLength; i++) {
    if (head[i] !== 0) continue;
    if (i % 2 === 0) zeroEven++;
    else zeroOdd++;
  }
  const half = head.byteLength / 2;
  // Latin text in UTF-32 has three zero bytes in every four; in UTF-16 one in every two.
  if (zeroEven + zeroOdd > head.byteLength * 0.7) return 'UTF-32';
  if (zeroEven > half * 0.6 || zeroOdd > half * 0.6) return 'UTF-16';
  return null;
}
