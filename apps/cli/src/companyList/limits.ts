// The command line's messages for a file outside the company list limits, which are the upload
// wizard's (packages/domain, companyFileLimits.ts): a list the CLI screens is one the upload accepts.
import { MAX_COLUMNS, MAX_DATA_ROWS, UPLOAD_LIMIT_BYTES } from '@quartile/domain';

export { HEADER_SCAN_ROWS, MAX_CELL_LENGTH, MAX_COLUMNS, MAX_DATA_ROWS, UPLOAD_LIMIT_BYTES } from '@quartile/domain';

export const LIST_MESSAGES = {
  xls: 'Excel 97-2003 workbooks (.xls) are not supported; save the sheet as .xlsx or .csv',
  unsupported: 'not a CSV or .xlsx file (a binary file); save the sheet as .xlsx or .csv',
  zipNotXlsx: 'a zip file, not CSV text: an Excel workbook must have the .xlsx extension (.xlsm, .xlsb and .ods are not read)',
  tooLarge: `the file is larger than ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB`,
  empty: 'the file is empty',
  notUtf8: 'the CSV file is saved as UTF-16 or UTF-32 text, which cannot be read; in Excel, choose Save As > "CSV UTF-8 (Comma delimited)" and use the new file',
  unreadable: 'the file could not be read as an Excel workbook (.xlsx); it may be corrupt',
  zipBomb: 'this workbook unpacks to far more data than a company list holds and was not read',
  tooManyRows: `the list has more than ${MAX_DATA_ROWS.toLocaleString('en-US')} rows; screen at most ${MAX_DATA_ROWS.toLocaleString('en-US')} companies at once`,
  tooManyColumns: `the sheet has more than ${MAX_COLUMNS} columns`,
  noSheet: 'the workbook has no sheets',
} as const;
