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
  PageNumber,
} from 'docx';
import type { ReportBlock, ReportDocument, ReportTable } from './model.ts';

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
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [
                  new TextRun({ text: `${report.footer} · Page `, size: 14, color: MUTED }),
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
