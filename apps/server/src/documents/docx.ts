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
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { ReportBlock, ReportChart, ReportDocument, ReportTable } from './model.ts';

const MUTED = '5F6B7A';
const RULE = 'D5DBE3';

const CONTENT_TWIPS = 11906 - 2 * 1440; // A4 less the default margins
const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    // Characters XML 1.0 refuses (control characters) are dropped.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

/**
 * A table as WordprocessingML, written as a string: the docx library builds an object per cell and
 * takes seconds for a 10,000-row appendix; the string takes milliseconds. Same look: header row
 * shaded and repeated on every page, thin rules, 8 pt text, widths by the columns' weights.
 */
function tableXml(t: ReportTable): string {
  const weights = t.columns.map((c) => c.weight ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const rule = `w:val="single" w:color="${RULE}" w:sz="4"`;
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((side) => `<w:${side} ${rule}/>`).join('');
  const grid = weights.map((w) => `<w:gridCol w:w="${Math.round((w / total) * CONTENT_TWIPS)}"/>`).join('');
  const widths = weights.map((w) => Math.round((w / total) * 5000));
  const cell = (text: string, i: number, header: boolean) => {
    const align = t.columns[i]?.align === 'right' ? 'right' : 'left';
    const runs = text
      .split('\n')
      .map((line) => `<w:t xml:space="preserve">${escapeXml(line)}</w:t>`)
      .join('<w:br/>');
    return (
      `<w:tc><w:tcPr><w:tcW w:type="pct" w:w="${widths[i] ?? 0}"/>${header ? '<w:shd w:fill="F2F5F8" w:color="auto" w:val="clear"/>' : ''}</w:tcPr>` +
      `<w:p><w:pPr><w:spacing w:before="20" w:after="20"/><w:jc w:val="${align}"/></w:pPr><w:r><w:rPr>${header ? '<w:b/><w:bCs/>' : ''}<w:sz w:val="16"/><w:szCs w:val="16"/></w:rPr>${runs}</w:r></w:p></w:tc>`
    );
  };
  const header = `<w:tr><w:trPr><w:tblHeader/></w:trPr>${t.columns.map((c, i) => cell(c.label, i, true)).join('')}</w:tr>`;
  const body = t.rows.map((row) => `<w:tr><w:trPr><w:cantSplit/></w:trPr>${row.map((v, i) => cell(v, i, false)).join('')}</w:tr>`).join('');
  return `<w:tbl><w:tblPr><w:tblW w:type="pct" w:w="5000"/><w:tblBorders>${borders}</w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${header}${body}</w:tbl>`;
}

/** Tables are written as strings after packing (see tableXml); the document holds a marker paragraph for each. */
const marker = (index: number) => `QUARTILE-TABLE-${index}-MARKER`;

function table(t: ReportTable, tables: ReportTable[]): Paragraph[] {
  const out: Paragraph[] = [];
  if (t.title) out.push(new Paragraph({ text: t.title, heading: HeadingLevel.HEADING_2, keepNext: true }));
  tables.push(t);
  out.push(new Paragraph({ children: [new TextRun(marker(tables.length - 1))] }));
  if (t.note) out.push(new Paragraph({ spacing: { before: 80 }, children: [new TextRun({ text: t.note, size: 16, color: MUTED })] }));
  out.push(new Paragraph({ text: '' }));
  return out;
}

/** Puts each table's XML in place of its marker paragraph. */
function insertTables(packed: Buffer, tables: readonly ReportTable[]): Buffer {
  if (tables.length === 0) return packed;
  const files = unzipSync(new Uint8Array(packed));
  const xml = strFromU8(files['word/document.xml']!);
  const replaced = xml.replace(/<w:p>(?:(?!<w:p>).)*?QUARTILE-TABLE-(\d+)-MARKER.*?<\/w:p>/g, (_, index: string) => tableXml(tables[Number(index)]!));
  files['word/document.xml'] = strToU8(replaced);
  return Buffer.from(zipSync(files, { level: 6 }));
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
    new Paragraph({ text: c.title, heading: HeadingLevel.HEADING_2, keepNext: true }),
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

function block(b: ReportBlock, tables: ReportTable[]): (Paragraph | Table)[] {
  switch (b.kind) {
    case 'heading':
      return [new Paragraph({ text: b.text, heading: b.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2, keepNext: true })];
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
      return table(b.table, tables);
    case 'chart':
      return chart(b.chart);
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}

export async function renderDocx(report: ReportDocument): Promise<Buffer> {
  const tables: ReportTable[] = [];
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
          ...report.blocks.flatMap((b) => block(b, tables)),
        ],
      },
    ],
  });
  return insertTables(await Packer.toBuffer(doc), tables);
}
