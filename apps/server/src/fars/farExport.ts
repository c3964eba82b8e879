// A FAR report as a document (PDF or DOCX): the tested party and its transactions, the functions,
// assets and risks matrix, the characterisation, the financial analysis with its PLIs (domain
// package) and the revision history.
import {
  farPliTable,
  PLI_NAMES,
  suggestCharacterisation,
  type FarMatrix,
  type YearFinancials,
} from '@quartile/domain';
import { farFactBullets, farMatrixTable } from './farMatrixTable.ts';
import { renderDocx } from '../documents/docx.ts';
import { CONTENT_TYPES, fileSlug, type ExportFile, type ReportBlock, type ReportDocument } from '../documents/model.ts';
import { renderPdf } from '../documents/pdf.ts';
import type { FarRow } from './farStore.ts';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ratio = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const METRICS = [
  ['revenue', 'Revenue'],
  ['cost_of_goods_sold', 'Cost of goods sold'],
  ['gross_profit', 'Gross profit'],
  ['operating_expenses', 'Operating expenses'],
  ['operating_profit', 'Operating profit'],
  ['net_profit', 'Net profit'],
  ['total_assets', 'Total assets'],
] as const;

export function farDocument(far: FarRow, history: readonly Record<string, unknown>[]): ReportDocument {
  const content = far.content as FarMatrix;
  const years = (far.financials ?? []) as YearFinancials[];
  const currency = typeof far.currency === 'string' && far.currency ? ` (${far.currency})` : '';
  const blocks: ReportBlock[] = [];
  blocks.push({ kind: 'heading', text: 'Tested party and transactions', level: 1 });
  blocks.push(...farFactBullets(far));
  blocks.push({
    kind: 'paragraph',
    text: (far.transactions as string) || 'The controlled transactions are not described yet.',
    muted: !far.transactions,
  });

  blocks.push({ kind: 'heading', text: 'Functions, assets and risks', level: 1 });
  for (const section of ['functions', 'assets', 'risks'] as const) blocks.push(farMatrixTable(section, content[section]));

  blocks.push({ kind: 'heading', text: 'Characterisation', level: 1 });
  const suggestion = suggestCharacterisation(content);
  blocks.push({
    kind: 'paragraph',
    text: far.characterisation
      ? `The tested party is characterised as a ${String(far.characterisation)}.`
      : 'The characterisation is not chosen yet.',
    muted: !far.characterisation,
  });
  if (far.characterisation_rationale) blocks.push({ kind: 'paragraph', text: String(far.characterisation_rationale) });
  if (suggestion)
    blocks.push({
      kind: 'paragraph',
      text: `The matrix reads as a ${suggestion.characterisation} (${suggestion.reasons.join('; ')}).`,
      muted: true,
    });

  blocks.push({ kind: 'heading', text: 'Financial analysis', level: 1 });
  if (years.length === 0) {
    blocks.push({ kind: 'paragraph', text: 'No financials are entered yet.', muted: true });
  } else {
    blocks.push({
      kind: 'table',
      table: {
        title: `Profit and loss${currency}`,
        columns: [{ label: 'Item', weight: 3 }, ...years.map((y) => ({ label: `FY${y.year}`, align: 'right' as const, weight: 1.6 }))],
        rows: METRICS.map(([key, label]) => [
          label,
          ...years.map((y) => (typeof y[key] === 'number' ? number.format(y[key] as number) : '–')),
        ]),
      },
    });
    const plis = farPliTable(years);
    blocks.push({
      kind: 'table',
      table: {
        title: 'Profit level indicators',
        note: 'Weighted: sum of numerators over sum of denominators of the years with data; simple: mean of the yearly ratios. Missing years are left out, never estimated.',
        columns: [
          { label: 'PLI', weight: 3 },
          ...years.map((y) => ({ label: `FY${y.year}`, align: 'right' as const, weight: 1.4 })),
          { label: 'Weighted', align: 'right', weight: 1.4 },
          { label: 'Simple', align: 'right', weight: 1.4 },
        ],
        rows: plis.map((row) => {
          const fmt = (v: number | null) => (v === null ? '–' : row.pli === 'BERRY' ? ratio.format(v) : percent.format(v));
          return [PLI_NAMES[row.pli], ...row.perYear.map((y) => fmt(y.value)), fmt(row.weighted), fmt(row.simple)];
        }),
      },
    });
  }

  const benchmarks = (far.benchmarks ?? []) as { name: string }[];
  blocks.push({ kind: 'heading', text: 'Benchmarks', level: 1 });
  blocks.push(
    benchmarks.length
      ? { kind: 'bullets', items: benchmarks.map((b) => b.name) }
      : { kind: 'paragraph', text: 'Not linked to a benchmark yet.', muted: true },
  );

  blocks.push({ kind: 'heading', text: 'Revision history', level: 1 });
  blocks.push({
    kind: 'table',
    table: {
      columns: [
        { label: 'Version', align: 'right', weight: 1 },
        { label: 'When', weight: 2 },
        { label: 'Who', weight: 2 },
        { label: 'What', weight: 5 },
      ],
      rows: history
        .slice(0, 30)
        .map((r) => [
          String(r.version),
          String(r.edited_at).slice(0, 16).replace('T', ' '),
          (r.edited_by as { name?: string } | null)?.name ?? '–',
          String(r.summary),
        ]),
    },
  });

  return {
    title: String(far.title),
    subtitle: `Financial analysis report${far.fiscal_year ? `, FY${String(far.fiscal_year)}` : ''}`,
    meta: [
      ['Client', String(far.client_name)],
      ['Status', far.status === 'final' ? 'Final' : 'Draft'],
      ['Version', String(far.version)],
      [
        'Last edited',
        `${String(far.updated_at).slice(0, 10)}${(far.updated_by as { name?: string } | null)?.name ? ` by ${(far.updated_by as { name: string }).name}` : ''}`,
      ],
    ],
    blocks,
    citations: [],
    footer: `Quartile · ${String(far.title)} · version ${String(far.version)}`,
  };
}

export async function exportFar(far: FarRow, history: readonly Record<string, unknown>[], format: 'pdf' | 'docx'): Promise<ExportFile> {
  const report = farDocument(far, history);
  const name = `${fileSlug(String(far.title))}-FAR`;
  if (format === 'docx') return { filename: `${name}.docx`, contentType: CONTENT_TYPES.docx, data: await renderDocx(report) };
  return { filename: `${name}.pdf`, contentType: CONTENT_TYPES.pdf, data: await renderPdf(report) };
}
