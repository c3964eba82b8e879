// CSV for people who open it in a spreadsheet: quoted per RFC 4180, and cells that a spreadsheet
// would run as a formula (=, +, -, @, tab, carriage return) are prefixed with an apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return [header.map(csvCell).join(','), ...rows.map((row) => header.map((key) => csvCell(row[key])).join(','))].join('\r\n') + '\r\n';
}
