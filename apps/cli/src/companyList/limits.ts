// The limits of the upload wizard (apps/web/src/features/benchmarks/companies/parse/limits.ts,
// issue 8 "Security and robustness"), so a list the CLI screens is one the upload would accept.
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
export const MAX_DATA_ROWS = 20_000;
export const MAX_COLUMNS = 500;
export const MAX_CELL_LENGTH = 20_000;
/** An .xlsx is a zip: refuse one that unpacks to more than this (a zip bomb). */
export const MAX_UNZIPPED_BYTES = 400 * 1024 * 1024;
/** …or whose entries are compressed more than this ratio. */
export const MAX_COMPRESSION_RATIO = 200;
/** Rows scanned for the header row (Orbis and Capital IQ put a title block above it). */
export const HEADER_SCAN_ROWS = 30;

export const LIST_MESSAGES = {
  xls: 'Excel 97-2003 workbooks (.xls) are not supported; save the sheet as .xlsx or .csv',
  unsupported: 'not a CSV or .xlsx file (a binary file); save the sheet as .xlsx or .csv',
  zipNotXlsx: 'a zip file, not CSV text: an Excel workbook must have the .xlsx extension (.xlsm, .xlsb and .ods are not read)',
  tooLarge: `the file is larger than ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB`,
  empty: 'the file is empty',
  unreadable: 'the file could not be read as an Excel workbook (.xlsx); it may be corrupt',
  zipBomb: 'this workbook unpacks to far more data than a company list holds and was not read',
  tooManyRows: `the list has more than ${MAX_DATA_ROWS.toLocaleString('en-US')} rows; screen at most ${MAX_DATA_ROWS.toLocaleString('en-US')} companies at once`,
  tooManyColumns: `the sheet has more than ${MAX_COLUMNS} columns`,
  noSheet: 'the workbook has no sheets',
} as const;
