// How a company list file's bytes and cells become what the mapping reads, the same for the upload
// wizard (in a Web Worker) and `quartile screen`: text decoding of CSV exports and cell clean-up.
import { MAX_CELL_LENGTH } from './companyFileLimits.ts';

/** A cell as a spreadsheet reader gives it: text, a number (dates are Excel serials), a boolean or empty. */
export type Cell = string | number | boolean | null;

/** Keeps numbers and booleans, turns anything else to text, and cuts text at the cell length limit. */
export function cleanCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value);
  return text.length > MAX_CELL_LENGTH ? text.slice(0, MAX_CELL_LENGTH) : text;
}

/** UTF-8 (without its byte-order mark), else Windows-1252: exports saved by older Excel versions. */
export function decodeCompanyFileText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
