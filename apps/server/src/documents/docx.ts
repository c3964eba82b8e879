// Renders a ReportDocument to DOCX (the docx library): Word headings, tables with a repeated header
// row, and each citation as a real footnote so the quote travels with the statement it supports.
import {
  AlignmentType,
  BorderStyle,
  Document,
  FootnoteReferenceRun,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  Footer,
  Header,
  PageBreak,
  PageNumber,
} from 'docx';
import type { ReportBlock, ReportChart, ReportDocument, ReportTable } from './model.ts';

const MUTED = '5F6B7A';
const RULE = 'D5DBE3';

function table(t: ReportTable): (Paragraph | Table)[] {
  const weights = t.columns.map((c) => c.weight ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const border = { style: BorderStyle.SINGLE, size: 4, color: RULE };
  const cell = (text: string, i: number, header: boolean) =>
    new TableCell({
      width: { size: Math.round(((weights[i] ?? 1) / total) * 100), type: WidthType.PERCENTAGE },
      borders: { top: border, bottom: border, left: border, right: border },
      ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F5F8' } } : {}),
      children: [
        new Paragraph({
          alignment: t.columns[i]?.align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
          children: [new TextRun({ text, bold: header, size: 16 })],
        }),
      ],
    });
  const out: (Paragraph | Table)[] = [];
  if (t.title) out.push(new Paragraph({ text: t.title, heading: HeadingLevel.HEADING_2 }));
  out.push(
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({ tableHeader: true, children: t.columns.map((c, i) => cell(c.label, i, true)) }),
        ...t.rows.map((row) => new TableRow({ children: row.map((value, i) => cell(value, i, false)) })),
      ],
    }),
  );
  if (t.note) out.push(new Paragraph({ spacing: { before: 80 }, children: [new TextRun({ text: t.note, size: 16, color: MUTED })] }));
  out.push(new Paragraph({ text: '' }));
  return out;
}

const BAR_COLORS = { default: '3B6FB6', muted: 'A7B1BE', highlight: 'D9822B', negative: 'C0392B' } as const;
const BAR_CELLS = 32;

/** A bar chart as a table of text bars (Word has no chart the docx library can write): label, bar, value. */
function chart(c: ReportChart): (Paragraph | Table)[] {
  const max = Math.max(...c.bars.map((b) => Math.abs(b.value)), ...(c.markers ?? []).map((m) => Math.abs(m.value)), Number.EPSILON);
  const border = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const borders = { top: border, bottom: border, left: border, right: border };
  const cell = (children: TextRun[], width: number, align: 'left' | 'right' = 'left') =>
    new TableCell({
      width: { size: width, type: WidthType.PERCENTAGE },
      borders,
      children: [new Paragraph({ alignment: align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT, children })],
    });
  const rows = c.bars.map((b) => {
    const n = Math.max(b.value === 0 ? 0 : 1, Math.round((Math.abs(b.value) / max) * BAR_CELLS));
    const color = b.value < 0 ? BAR_COLORS.negative : BAR_COLORS[b.tone ?? 'default'];
    return new TableRow({
      children: [
        cell([new TextRun({ text: b.label, size: 16, bold: b.tone === 'highlight' })], 34),
        cell([new TextRun({ text: `${b.value < 0 ? '−' : ''}${'█'.repeat(n)}`, size: 16, color })], 50),
        cell([new TextRun({ text: b.text, size: 16, bold: b.tone === 'highlight' })], 16, 'right'),
      ],
    });
  });
  return [
    new Paragraph({ text: c.title, heading: HeadingLevel.HEADING_2 }),
    new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows }),
    ...(c.markers?.length
      ? [
          new Paragraph({
            spacing: { before: 80 },
            children: [new TextRun({ text: c.markers.map((m) => `${m.label}: ${m.text}`).join('   ·   '), size: 16, bold: true })],
          }),
        ]
      : []),
    new Paragraph({ spacing: { before: 60 }, children: [new TextRun({ text: c.caption, size: 16, color: MUTED })] }),
    new Paragraph({ text: '' }),
  ];
}

function block(b: ReportBlock): (Paragraph | Table)[] {
  switch (b.kind) {
    case 'heading':
      return [new Paragraph({ text: b.text, heading: b.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2 })];
    case 'paragraph':
      return [
        new Paragraph({
          spacing: { after: 120 },
          children: [
            new TextRun({ text: b.text, ...(b.muted ? { color: MUTED } : {}) }),
            ...(b.citations ?? []).map((n) => new FootnoteReferenceRun(n)),
          ],
        }),
      ];
    case 'bullets':
      return b.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
    case 'table':
      return table(b.table);
    case 'chart':
      return chart(b.chart);
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}

export async function renderDocx(report: ReportDocument): Promise<Buffer> {
  const footnotes = Object.fromEntries(
    report.citations.map((c, i) => [
      i + 1,
      {
        children: [
          new Paragraph({
            children: [new TextRun({ text: `“${c.quote}” `, size: 16 }), new TextRun({ text: c.source, size: 16, color: MUTED })],
          }),
        ],
      },
    ]),
  );
  const doc = new Document({
    creator: 'Quartile',
    title: report.title,
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    footnotes,
    sections: [
      {
        ...(report.watermark
          ? {
              headers: {
                default: new Header({
                  children: [
                    new Paragraph({
                      alignment: AlignmentType.CENTER,
                      children: [new TextRun({ text: report.watermark, bold: true, size: 28, color: 'C0392B', characterSpacing: 120 })],
                    }),
                  ],
                }),
              },
            }
          : {}),
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [
                  new TextRun({ text: `${report.watermark ? `${report.watermark} · ` : ''}${report.footer} · Page `, size: 14, color: MUTED }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 14, color: MUTED }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ text: report.title, heading: HeadingLevel.TITLE }),
          ...(report.subtitle ? [new Paragraph({ children: [new TextRun({ text: report.subtitle, color: MUTED, size: 24 })] })] : []),
          ...report.meta.map(
            ([label, value]) =>
              new Paragraph({
                children: [new TextRun({ text: `${label}: `, bold: true, color: MUTED, size: 18 }), new TextRun({ text: value, size: 18 })],
              }),
          ),
          new Paragraph({ text: '' }),
          ...report.blocks.flatMap(block),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
