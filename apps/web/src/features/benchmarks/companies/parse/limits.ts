// The upload wizard's messages for a file outside the company list limits (packages/domain,
// companyFileLimits.ts, shared with `quartile screen`).
import { MAX_COLUMNS, MAX_DATA_ROWS, UPLOAD_LIMIT_BYTES } from '@quartile/domain';

export { HEADER_SCAN_ROWS, MAX_CELL_LENGTH, MAX_COLUMNS, MAX_DATA_ROWS, UPLOAD_LIMIT_BYTES } from '@quartile/domain';

export const PARSE_MESSAGES = {
  unsupported: 'Upload a CSV or Excel file',
  tooLarge: `The file is larger than ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB.`,
  empty: 'The file is empty.',
  unreadable: 'The file could not be read as a CSV or Excel workbook.',
  notUtf8:
    'This CSV file is saved as UTF-16 or UTF-32 text, which cannot be read. In Excel, choose Save As > “CSV UTF-8 (Comma delimited)” and upload the new file.',
  zipBomb: 'This workbook unpacks to far more data than a company list holds and was not read.',
  tooManyRows: `The sheet has more than ${MAX_DATA_ROWS.toLocaleString('en-US')} rows; import at most ${MAX_DATA_ROWS.toLocaleString('en-US')} companies.`,
  tooManyColumns: `The sheet has more than ${MAX_COLUMNS} columns.`,
  noSheet: 'The workbook has no sheet with a company list.',
} as const;
