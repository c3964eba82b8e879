// What a company list file may be (issue 8, "Security and robustness"), for the upload wizard and
// `quartile screen` alike: the same size limit as the server, the contract's row limit, and bounds
// on columns, cell length and unpacked workbook size.
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
export const MAX_DATA_ROWS = 20_000;
export const MAX_COLUMNS = 500;
export const MAX_CELL_LENGTH = 20_000;
/** An .xlsx is a zip: refuse one that unpacks to more than this (a zip bomb). */
export const MAX_UNZIPPED_BYTES = 400 * 1024 * 1024;
/** …or whose entries are compressed more than this ratio. */
export const MAX_COMPRESSION_RATIO = 200;
/** Rows scanned for the header row (Capital IQ puts a title block above it). */
export const HEADER_SCAN_ROWS = 30;
