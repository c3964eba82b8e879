// A report as plain data (headings, paragraphs with citation references, tables), rendered to PDF
// (pdfkit) or DOCX (docx) by the renderers beside it. Used by industry overviews, FAR reports and
// the benchmarking study report.

export interface ReportCitation {
  /** The quoted text, verbatim. */
  readonly quote: string;
  /** Where it comes from: source title, location and address. */
  readonly source: string;
}

export interface ReportTable {
  readonly title?: string;
  readonly note?: string;
  readonly columns: readonly { readonly label: string; readonly align?: 'left' | 'right'; readonly weight?: number }[];
  readonly rows: readonly (readonly string[])[];
}

/** A horizontal bar chart: one bar per row (zero-based, negative values to the left), with optional
 * vertical marker lines (e.g. the quartiles). PDF draws it; DOCX draws the bars as text bars. */
export interface ReportChart {
  readonly title: string;
  /** What the chart shows, in words; printed under it. */
  readonly caption: string;
  readonly bars: readonly { readonly label: string; readonly value: number; readonly text: string; readonly tone?: 'default' | 'muted' | 'highlight' }[];
  readonly markers?: readonly { readonly label: string; readonly value: number; readonly text: string }[];
}

export type ReportBlock =
  | { readonly kind: 'heading'; readonly text: string; readonly level: 1 | 2 }
  | { readonly kind: 'paragraph'; readonly text: string; readonly citations?: readonly number[]; readonly muted?: boolean }
  | { readonly kind: 'bullets'; readonly items: readonly string[] }
  | { readonly kind: 'table'; readonly table: ReportTable }
  | { readonly kind: 'chart'; readonly chart: ReportChart }
  | { readonly kind: 'pageBreak' };

export interface ReportDocument {
  readonly title: string;
  readonly subtitle?: string;
  /** Label and value pairs under the title (client, status, prepared by, ...). */
  readonly meta: readonly (readonly [string, string])[];
  readonly blocks: readonly ReportBlock[];
  /** Numbered from 1 in the order given; paragraphs refer to them by number. */
  readonly citations: readonly ReportCitation[];
  /** One line at the foot of every page. */
  readonly footer: string;
  /** A mark printed on every page (e.g. "DRAFT"), or none. */
  readonly watermark?: string;
}

/** A file answer of an export. */
export interface ExportFile {
  readonly filename: string;
  readonly contentType: string;
  readonly data: Buffer;
}

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A file name from free text: letters, digits and dashes, at most 80 characters. */
export function fileSlug(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'report';
}
