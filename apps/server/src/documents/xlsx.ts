// Renders tables to an XLSX workbook (exceljs): one sheet per table, a bold frozen header row,
// number formats per column kind, and widths fitted to the content.
import ExcelJS from 'exceljs';

export type SheetCell = string | number | null;

export interface SheetSpec {
  readonly name: string;
  readonly columns: readonly { readonly label: string; readonly format?: 'text' | 'integer' | 'money' | 'percent' }[];
  readonly rows: readonly (readonly SheetCell[])[];
  /** A line under the table (method, units). */
  readonly note?: string;
}

const FORMATS = { text: '@', integer: '0', money: '#,##0', percent: '0.0%' } as const;

/** Excel sheet names: at most 31 characters, none of []:*?/\ and unique in the workbook. */
function sheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base.slice(0, 27)} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export async function renderXlsx(sheets: readonly SheetSpec[], meta: { title: string; creator?: string }): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = meta.creator ?? 'Quartile';
  workbook.title = meta.title;
  const taken = new Set<string>();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(sheetName(spec.name, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(spec.columns.map((c) => c.label)).font = { bold: true };
    for (const row of spec.rows) sheet.addRow([...row]);
    spec.columns.forEach((column, i) => {
      const col = sheet.getColumn(i + 1);
      if (column.format && column.format !== 'text') col.numFmt = FORMATS[column.format];
      const longest = Math.max(column.label.length, ...spec.rows.map((r) => String(r[i] ?? '').length));
      col.width = Math.min(60, Math.max(10, longest + 2));
    });
    if (spec.note) {
      sheet.addRow([]);
      sheet.addRow([spec.note]).font = { italic: true, color: { argb: 'FF5F6B7A' } };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
