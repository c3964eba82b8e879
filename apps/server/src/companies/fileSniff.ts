// Accepts only what the upload wizard reads: CSV text, XLSX (a zip) and legacy XLS (an OLE
// compound file), recognised by their first bytes as well as their name, within the size limit.
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

export type SniffResult = { ok: true; contentType: string } | { ok: false; message: string };

const startsWith = (data: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => data[i] === b);

export function sniffCompanyFile(filename: string, data: Uint8Array): SniffResult {
  const extension = filename.toLowerCase().match(/\.(csv|xlsx|xls)$/)?.[1];
  if (!extension) return { ok: false, message: 'Upload a CSV or Excel file (.csv, .xlsx or .xls).' };
  if (data.byteLength === 0) return { ok: false, message: 'The file is empty.' };
  if (data.byteLength > UPLOAD_LIMIT_BYTES) return { ok: false, message: `The file is larger than ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB.` };
  if (extension === 'xlsx') {
    return startsWith(data, [0x50, 0x4b, 0x03, 0x04])
      ? { ok: true, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }
      : { ok: false, message: 'This file is not a valid Excel workbook (.xlsx).' };
  }
  if (extension === 'xls') {
    return startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
      ? { ok: true, contentType: 'application/vnd.ms-excel' }
      : { ok: false, message: 'This file is not a valid Excel 97-2003 workbook (.xls).' };
  }
  // CSV: text without NUL bytes in its first 64 kB (a binary file renamed .csv is refused).
  return data.subarray(0, 65_536).includes(0)
    ? { ok: false, message: 'This file is not a text CSV file.' }
    : { ok: true, contentType: 'text/csv' };
}
