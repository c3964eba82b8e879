// Reads a company list (CSV, XLSX, XLS) into rows of cells, finds its sheet and header row, and
// proposes the column mapping with the domain's recognizer. Runs inside a Web Worker
// (parse.worker.ts): SheetJS 0.18.5 has known parsing flaws, so it only ever reads the user's own
// file, off the page's thread, and the server receives only the rows it validates again.
import {
  checkWorkbookZip,
  cleanCell,
  cleanRows,
  decodeCompanyFileText,
  detectHeaderRow,
  MAX_ROWS_READ,
  MESSAGES,
  SHEET_ROW_OPTIONS,
  sheetReadOptions,
  type Cell,
  pickSheet,
  type ColumnMappingProposal,
  unreadableTextEncoding,
} from '@quartile/domain';
import Papa from 'papaparse';
import { read, utils, type WorkBook } from 'xlsx';
import { readWithHeaderRow } from './headerRow.ts';
import { HEADER_SCAN_ROWS, MAX_COLUMNS, MAX_DATA_ROWS, PARSE_MESSAGES, UPLOAD_LIMIT_BYTES } from './limits.ts';

export type { Cell } from '@quartile/domain';

export interface ParsedCompanyFile {
  fileName: string;
  kind: 'csv' | 'xlsx' | 'xls';
  sheetNames: string[];
  /** The sheet read (null for CSV). */
  sheet: string | null;
  /** Every row of the sheet, the header row included. */
  rows: Cell[][];
  /** 0-based index of the header row in `rows` (detected, or chosen by hand: headerRow.ts). */
  headerRow: number;
  /** 0-based index of the row the detector took as the header. */
  detectedHeaderRow: number;
  headers: string[];
  proposal: ColumnMappingProposal;
  /** Data rows below the header (blank ones included). */
  dataRowCount: number;
}

export type ParseStage = 'reading' | 'parsing' | 'mapping';
export type ParseOutcome = { ok: true; file: ParsedCompanyFile } | { ok: false; message: string };

export function fileKind(name: string): ParsedCompanyFile['kind'] | null {
  return (name.toLowerCase().match(/\.(csv|xlsx|xls)$/)?.[1] as ParsedCompanyFile['kind'] | undefined) ?? null;
}

const fail = (message: string): ParseOutcome => ({ ok: false, message });

function readCsv(bytes: Uint8Array): Cell[][] {
  const parsed = Papa.parse<string[]>(decodeCompanyFileText(bytes), { skipEmptyLines: false, preview: MAX_ROWS_READ });
  return parsed.data.map((row) => row.map(cleanCell));
}

function readSheet(workbook: WorkBook, sheet: string): Cell[][] {
  const ws = workbook.Sheets[sheet];
  return ws ? cleanRows(utils.sheet_to_json<unknown[]>(ws, SHEET_ROW_OPTIONS)) : [];
}

export function parseCompanyFile(
  bytes: Uint8Array,
  fileName: string,
  options: { sheet?: string | null; onStage?: (stage: ParseStage) => void } = {},
): ParseOutcome {
  const kind = fileKind(fileName);
  if (!kind) return fail(PARSE_MESSAGES.unsupported);
  if (bytes.byteLength === 0) return fail(PARSE_MESSAGES.empty);
  if (bytes.byteLength > UPLOAD_LIMIT_BYTES) return fail(PARSE_MESSAGES.tooLarge);
  options.onStage?.('parsing');

  let rows: Cell[][];
  let sheetNames: string[] = [];
  let sheet: string | null = null;
  try {
    if (kind === 'csv') {
      if (unreadableTextEncoding(bytes)) return fail(PARSE_MESSAGES.notUtf8);
      if (bytes.subarray(0, 65_536).includes(0)) return fail(PARSE_MESSAGES.unreadable);
      rows = readCsv(bytes);
    } else {
      let listed: string[] | null = null;
      if (kind === 'xlsx') {
        // The directory's declared sizes first, then the real inflated bytes (a zip can lie); the
        // sheet names come from that one inspection.
        const zip = checkWorkbookZip(bytes);
        if (!zip.ok) return fail(zip.reason === 'bomb' ? PARSE_MESSAGES.zipBomb : PARSE_MESSAGES.unreadable);
        listed = zip.sheetNames;
      }
      // Sheet names first (cheap), then only the chosen sheet, at most the rows we accept.
      sheetNames = listed ?? read(bytes, { type: 'array', bookSheets: true }).SheetNames.slice();
      sheet = options.sheet && sheetNames.includes(options.sheet) ? options.sheet : pickSheet(sheetNames);
      if (!sheet) return fail(PARSE_MESSAGES.noSheet);
      rows = readSheet(read(bytes, sheetReadOptions(sheet)), sheet);
    }
  } catch {
    return fail(PARSE_MESSAGES.unreadable);
  }

  options.onStage?.('mapping');
  const width = rows.reduce((max, r) => Math.max(max, r.length), 0);
  if (width > MAX_COLUMNS) return fail(PARSE_MESSAGES.tooManyColumns);
  const detection = detectHeaderRow(rows, { maxScan: HEADER_SCAN_ROWS });
  const headerRow = detection?.rowIndex ?? 0;
  const reading = readWithHeaderRow(rows, headerRow);
  if (rows.length - headerRow - 1 > MAX_DATA_ROWS) return fail(PARSE_MESSAGES.tooManyRows);
  if (!reading) return fail(MESSAGES.noColumnsFound);
  return { ok: true, file: { fileName, kind, sheetNames, sheet, rows, detectedHeaderRow: headerRow, ...reading } };
}
