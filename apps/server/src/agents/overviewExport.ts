// An industry overview as a document (PDF or DOCX: every statement with its numbered citations,
// the tables, the sources) or as a workbook of its tables and sources (XLSX).
import type { OverviewSection, OverviewSource, OverviewTable } from '@quartile/analyst';
import { renderDocx } from '../documents/docx.ts';
import {
  CONTENT_TYPES,
  fileSlug,
  type ExportFile,
  type ReportBlock,
  type ReportCitation,
  type ReportDocument,
} from '../documents/model.ts';
import { renderPdf } from '../documents/pdf.ts';
import { renderXlsx, type SheetSpec } from '../documents/xlsx.ts';

export type ExportFormat = 'pdf' | 'docx' | 'xlsx';

interface OverviewRow {
  industry: string;
  country: string;
  provider?: unknown;
  company_count?: unknown;
  finished_at?: unknown;
  created_by?: unknown;
  sections?: unknown;
  tables?: unknown;
  sources?: unknown;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatCell(value: string | number | null, format: OverviewTable['columns'][number]['format']): string {
  if (value === null || value === '') return '–';
  if (typeof value === 'string') return value;
  if (format === 'money') return compact.format(value);
  if (format === 'percent') return percent.format(value);
  return String(value);
}

const KIND_LABELS: Record<string, string> = {
  website: 'Website',
  annual_report: 'Annual report',
  database_description: 'Database description',
  external_profile: 'External profile',
  financial_data: 'Financial data',
};

export function overviewDocument(row: OverviewRow): ReportDocument {
  const sections = (row.sections ?? []) as OverviewSection[];
  const tables = (row.tables ?? []) as OverviewTable[];
  const sources = (row.sources ?? []) as OverviewSource[];
  const sourceById = new Map(sources.map((s) => [s.id, s]));
  const citations: ReportCitation[] = [];
  const numberOf = new Map<string, number>();
  const cite = (c: { source_id: string; quote: string; location: string }): number => {
    const key = `${c.source_id}\u0000${c.quote}`;
    const known = numberOf.get(key);
    if (known) return known;
    const source = sourceById.get(c.source_id);
    citations.push({ quote: c.quote, source: [source?.title ?? c.source_id, c.location, source?.url].filter(Boolean).join(', ') });
    numberOf.set(key, citations.length);
    return citations.length;
  };
  const blocks: ReportBlock[] = [];
  for (const section of sections) {
    blocks.push({ kind: 'heading', text: section.title, level: 1 });
    if (section.statements.length === 0)
      blocks.push({ kind: 'paragraph', text: 'The sources gathered for these companies do not speak to this.', muted: true });
    for (const s of section.statements) blocks.push({ kind: 'paragraph', text: s.text, citations: s.citations.map(cite) });
    const companion = tables.find((t) => t.id === section.id);
    if (companion) blocks.push({ kind: 'table', table: tableOf(companion) });
  }
  for (const t of tables.filter((t) => !sections.some((s) => s.id === t.id))) blocks.push({ kind: 'table', table: tableOf(t) });
  blocks.push({ kind: 'heading', text: 'Sources', level: 1 });
  blocks.push({
    kind: 'table',
    table: {
      columns: [
        { label: 'Source', weight: 3 },
        { label: 'Kind', weight: 1.2 },
        { label: 'Address', weight: 2 },
      ],
      rows: sources.map((s) => [s.title, KIND_LABELS[s.kind] ?? s.kind, s.url ?? '–']),
    },
  });
  const createdBy = row.created_by as { name?: string } | null | undefined;
  const finished = typeof row.finished_at === 'string' ? row.finished_at.slice(0, 10) : '';
  return {
    title: `${row.industry}: industry overview`,
    subtitle: row.country,
    meta: [
      ['Companies', String(row.company_count ?? 0)],
      [
        'Written by',
        row.provider === 'openai-compatible'
          ? 'Industry Overview agent (openai-compatible model, citations verified)'
          : 'Industry Overview agent (local, deterministic)',
      ],
      ...(finished ? ([['Generated', finished]] as [string, string][]) : []),
      ...(createdBy?.name ? ([['Requested by', createdBy.name]] as [string, string][]) : []),
    ],
    blocks,
    citations,
    footer: `Quartile · ${row.industry}, ${row.country} · Every statement cites the firm’s own data and sources.`,
  };
}

/** Column widths follow their content: the longest cell (capped) or the longest word of the label. */
export function columnWeight(label: string, cells: readonly string[]): number {
  const longestWord = Math.max(...label.split(/\s+/).map((w) => w.length));
  const longestCell = Math.max(0, ...cells.map((c) => c.length));
  return Math.min(24, Math.max(8, longestWord, longestCell + 2));
}

function tableOf(t: OverviewTable) {
  const rows = t.rows.map((r) => r.map((v, i) => formatCell(v, t.columns[i]?.format ?? 'text')));
  return {
    title: t.title,
    note: t.note,
    columns: t.columns.map((c, i) => ({
      label: c.label,
      align: c.format === 'text' ? ('left' as const) : ('right' as const),
      weight: columnWeight(
        c.label,
        rows.map((r) => r[i] ?? ''),
      ),
    })),
    rows,
  };
}

export async function exportOverview(row: OverviewRow, format: ExportFormat): Promise<ExportFile> {
  const name = `${fileSlug(`${row.industry}-${row.country}`)}-industry-overview`;
  if (format === 'xlsx') {
    const tables = (row.tables ?? []) as OverviewTable[];
    const sources = (row.sources ?? []) as OverviewSource[];
    const sheets: SheetSpec[] = [
      ...tables.map((t) => ({
        name: t.title,
        columns: t.columns.map((c) => ({ label: c.label, format: c.format })),
        rows: t.rows,
        note: t.note,
      })),
      {
        name: 'Sources',
        columns: [{ label: 'Source' }, { label: 'Kind' }, { label: 'Company' }, { label: 'Address' }],
        rows: sources.map((s) => [s.title, KIND_LABELS[s.kind] ?? s.kind, s.company_name, s.url]),
      },
    ];
    return {
      filename: `${name}.xlsx`,
      contentType: CONTENT_TYPES.xlsx,
      data: await renderXlsx(sheets, { title: `${row.industry}, ${row.country}` }),
    };
  }
  const report = overviewDocument(row);
  if (format === 'docx') return { filename: `${name}.docx`, contentType: CONTENT_TYPES.docx, data: await renderDocx(report) };
  return { filename: `${name}.pdf`, contentType: CONTENT_TYPES.pdf, data: await renderPdf(report) };
}
