// Reads a company list for `quartile screen` the way the upload wizard does
// (apps/web/src/features/benchmarks/companies/parse/parseCompanyFile.ts), so the CLI and the upload
// see the same rows: CSV (UTF-8, else Windows-1252) or XLSX read by SheetJS with the upload's
// options (raw cell values: numbers stay numbers, dates are Excel serial numbers, formulas give
// their cached result, rich text its plain text), the same limits, and the domain's header-row
// detection and column recognition. SheetJS 0.18.5 is the upload's version; like the upload, it
// only ever reads the operator's own file, after the zip-bomb check.
import {
  checkWorkbookZip,
  cleanCell,
  cleanRows,
  decodeCompanyFileText,
  type Cell,
  detectHeaderRow,
  pickSheet,
  proposeColumnMapping,
  SHEET_ROW_OPTIONS,
  sheetReadOptions,
  type ColumnMappingProposal,
  type HeaderRowDetection,
  unreadableTextEncoding,
} from '@quartile/domain';
import { read, utils } from 'xlsx';
import { parseCsv } from '@quartile/analyst';
import { HEADER_SCAN_ROWS, LIST_MESSAGES, MAX_COLUMNS, MAX_DATA_ROWS, UPLOAD_LIMIT_BYTES } from './limits.ts';

export type { Cell } from '@quartile/domain';

export interface CompanyList {
  readonly kind: 'csv' | 'xlsx';
  /** The sheet read (null for CSV) and all sheet names, in workbook order. */
  readonly sheet: string | null;
  readonly sheetNames: readonly string[];
  /** Every row read, the header row included. */
  readonly rows: readonly (readonly Cell[])[];
  /** The sheet row (1-based) of rows[0]: a sheet's used range may start below row 1 (1 for CSV). */
  readonly firstRow: number;
  /** Null when no row of the sheet looks like a header row. */
  readonly header: HeaderRowDetection | null;
  readonly fields: ColumnMappingProposal['fields'];
}

export type ReadOutcome = { ok: true; list: CompanyList } | { ok: false; message: string };

export interface ReadOptions {
  /** Whether a sheet's recognized columns make it the company list (e.g. a name column). */
  readonly usable?: (fields: ColumnMappingProposal['fields']) => boolean;
}

const fail = (message: string): ReadOutcome => ({ ok: false, message });
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: Excel 97-2003 (.xls), also what some tools save under an .xlsx name. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** One sheet's rows, at most the rows the upload accepts (plus one, to tell a longer sheet). */
function readSheet(bytes: Uint8Array, sheet: string): { rows: Cell[][]; firstRow: number } {
  const ws = read(bytes, sheetReadOptions(sheet)).Sheets[sheet];
  if (!ws) return { rows: [], firstRow: 1 };
  const firstRow = ws['!ref'] ? utils.decode_range(ws['!ref']).s.r + 1 : 1;
  return { rows: cleanRows(utils.sheet_to_json<unknown[]>(ws, SHEET_ROW_OPTIONS)), firstRow };
}

interface SheetRead {
  readonly rows: Cell[][];
  readonly firstRow: number;
  readonly header: HeaderRowDetection | null;
  readonly fields: ColumnMappingProposal['fields'];
}

function recognize({ rows, firstRow }: { rows: Cell[][]; firstRow: number }): SheetRead {
  const header = detectHeaderRow(rows, { maxScan: HEADER_SCAN_ROWS });
  return { rows, firstRow, header, fields: header ? proposeColumnMapping(header.headers).fields : {} };
}

/** Checks a sheet's (or the CSV's) size against the upload's limits. */
function checkLimits(read: SheetRead): string | null {
  if (read.rows.reduce((max, r) => Math.max(max, r.length), 0) > MAX_COLUMNS) return LIST_MESSAGES.tooManyColumns;
  if (read.rows.length - (read.header?.rowIndex ?? 0) - 1 > MAX_DATA_ROWS) return LIST_MESSAGES.tooManyRows;
  return null;
}

/**
 * `bytes` holds at most UPLOAD_LIMIT_BYTES + 1 bytes of the file (more means too large).
 * A workbook's company list is the first sheet, the upload's pick first (pickSheet: "Results",
 * not "Search summary"), then the others in workbook order, whose header row `usable` accepts;
 * a cover sheet above the list is passed over. When no sheet qualifies, the upload's pick is
 * returned so the caller can say what it lacks.
 */
export function readCompanyList(bytes: Uint8Array, fileName: string, options: ReadOptions = {}): ReadOutcome {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (bytes.byteLength > UPLOAD_LIMIT_BYTES) return fail(LIST_MESSAGES.tooLarge);
  if (bytes.byteLength === 0) return fail(LIST_MESSAGES.empty);
  if (extension === 'xls' || startsWith(bytes, OLE_MAGIC)) return fail(LIST_MESSAGES.xls);

  if (extension !== 'xlsx') {
    // CSV (whatever the name, as before): text without NUL bytes in its first 64 kB.
    if (startsWith(bytes, ZIP_MAGIC)) return fail(LIST_MESSAGES.zipNotXlsx);
    if (unreadableTextEncoding(bytes)) return fail(LIST_MESSAGES.notUtf8);
    if (bytes.subarray(0, 65_536).includes(0)) return fail(LIST_MESSAGES.unsupported);
    let rows: Cell[][];
    try {
      rows = parseCsv(decodeCompanyFileText(bytes)).map((row) => row.map(cleanCell));
    } catch (e) {
      return fail((e as Error).message);
    }
    const csv = recognize({ rows, firstRow: 1 });
    const limit = checkLimits(csv);
    if (limit) return fail(limit);
    return { ok: true, list: { kind: 'csv', sheet: null, sheetNames: [], ...csv } };
  }

  if (!startsWith(bytes, ZIP_MAGIC)) return fail(LIST_MESSAGES.unreadable);
  // The directory's declared sizes first, then the real inflated bytes (a zip can lie).
  const zip = checkWorkbookZip(bytes);
  if (!zip.ok) return fail(zip.reason === 'bomb' ? LIST_MESSAGES.zipBomb : LIST_MESSAGES.unreadable);
  try {
    // Sheet names first (from the zip's one inspection, else cheap), then one sheet at a time.
    const sheetNames = zip.sheetNames ?? read(bytes, { type: 'array', bookSheets: true }).SheetNames.slice();
    const first = pickSheet(sheetNames) ?? sheetNames[0];
    if (first === undefined) return fail(LIST_MESSAGES.noSheet);
    const candidates = [first, ...sheetNames.filter((n) => n !== first)];
    let chosen: { sheet: string; read: SheetRead } | null = null;
    for (const sheet of candidates) {
      const sheetRead = recognize(readSheet(bytes, sheet));
      if (sheetRead.header && (options.usable?.(sheetRead.fields) ?? true)) {
        chosen = { sheet, read: sheetRead };
        break;
      }
      chosen ??= { sheet, read: sheetRead };
    }
    if (!chosen) return fail(LIST_MESSAGES.noSheet);
    const limit = checkLimits(chosen.read);
    if (limit) return fail(limit);
    return { ok: true, list: { kind: 'xlsx', sheet: chosen.sheet, sheetNames, ...chosen.read } };
  } catch {
    // SheetJS throws on a damaged zip or XML; the operator needs the reason, not its stack.
    return fail(LIST_MESSAGES.unreadable);
  }
}
