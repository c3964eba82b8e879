// The header row of a parsed company list, detected or chosen by hand: the headers, the mapping
// proposal and the row count all follow it. Kept apart from parseCompanyFile.ts so the page can
// re-read the header without loading the spreadsheet parsers (they only run in the worker).
import { HEADER_SCAN_ROWS, MAX_DATA_ROWS, proposeColumnMapping, type Cell, type ColumnMappingProposal } from '@quartile/domain';

export interface HeaderRowReading {
  /** 0-based index of the header row in the sheet's rows. */
  headerRow: number;
  headers: string[];
  proposal: ColumnMappingProposal;
  /** Data rows below the header (blank ones included). */
  dataRowCount: number;
}

/** How many of the sheet's first rows can be the header row (the detector's scan). */
export const headerRowChoices = (rows: readonly (readonly Cell[])[]): number => Math.min(rows.length, HEADER_SCAN_ROWS);

/**
 * Reads the sheet with `headerRow` as its header. Null when the row is outside the first
 * HEADER_SCAN_ROWS rows or leaves more data rows than a company list may hold.
 */
export function readWithHeaderRow(rows: readonly (readonly Cell[])[], headerRow: number): HeaderRowReading | null {
  if (!Number.isInteger(headerRow) || headerRow < 0 || headerRow >= headerRowChoices(rows)) return null;
  const headers = (rows[headerRow] ?? []).map((c) => (c === null ? '' : String(c)));
  const dataRowCount = Math.max(0, rows.length - headerRow - 1);
  if (dataRowCount > MAX_DATA_ROWS) return null;
  return { headerRow, headers, proposal: proposeColumnMapping(headers), dataRowCount };
}
