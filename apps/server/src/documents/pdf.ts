// Renders a ReportDocument to PDF with pdfkit: A4, a title block, headings, paragraphs with
// bracketed citation numbers, tables that break across pages with their header repeated, the
// numbered citations at the end, and a footer with the page number on every page.
import PDFDocument from 'pdfkit';
import type { ReportBlock, ReportDocument, ReportTable } from './model.ts';

const MARGIN = 56;
const INK = '#1f2933';
const MUTED = '#5f6b7a';
const RULE = '#d5dbe3';
const FILL = '#f2f5f8';

// The standard PDF fonts cover WinAnsi only: map what falls outside it to close equivalents.
const REPLACEMENTS: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  Σ: 'sum of',
  '→': '->',
  '−': '-',
  '×': 'x',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
};
const printable = (c: string) => (c.codePointAt(0) ?? 0) <= 0xff || '‘’“”–—•…€'.includes(c);
export function winAnsi(text: string): string {
  return [...text]
    .map((c) =>
      printable(c) ? c : (REPLACEMENTS[c] ?? ([...c.normalize('NFD')].filter((d) => (d.codePointAt(0) ?? 0) <= 0xff).join('') || '?')),
    )
    .join('');
}

type Doc = InstanceType<typeof PDFDocument>;

function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage();
}

function heading(doc: Doc, text: string, level: 1 | 2): void {
  const size = level === 1 ? 15 : 12;
  ensureSpace(doc, size * 3);
  doc.moveDown(level === 1 ? 0.9 : 0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(size)
    .fillColor(INK)
    .text(winAnsi(text), MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, text: string, citations: readonly number[] = [], muted = false): void {
  const refs = citations.length > 0 ? ` [${citations.join(', ')}]` : '';
  const body = winAnsi(text);
  doc.font('Helvetica').fontSize(10);
  ensureSpace(doc, Math.min(doc.heightOfString(body + refs, { width: contentWidth(doc) }), 60));
  doc.fillColor(muted ? MUTED : INK).text(body, MARGIN, doc.y, { width: contentWidth(doc), continued: refs !== '', lineGap: 2 });
  if (refs) doc.fillColor(MUTED).fontSize(8).text(refs, { lineGap: 2 });
  doc.moveDown(0.5);
}

function table(doc: Doc, t: ReportTable): void {
  if (t.title) heading(doc, t.title, 2);
  const width = contentWidth(doc);
  const weights = t.columns.map((c) => c.weight ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * width);
  const pad = 4;
  const drawRow = (cells: readonly string[], header: boolean) => {
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = cells.map((cell, i) => doc.heightOfString(winAnsi(cell), { width: (widths[i] ?? 40) - pad * 2 }));
    const height = Math.max(...heights, 8) + pad * 2;
    if (doc.y + height > doc.page.height - MARGIN - 20) {
      doc.addPage();
      if (!header)
        drawRow(
          t.columns.map((c) => c.label),
          true,
        );
    }
    const top = doc.y;
    let x = MARGIN;
    if (header) doc.rect(MARGIN, top, width, height).fill(FILL);
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 40;
      doc
        .fillColor(INK)
        .font(header ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8)
        .text(winAnsi(cell), x + pad, top + pad, { width: w - pad * 2, align: t.columns[i]?.align ?? 'left' });
      x += w;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(
    t.columns.map((c) => c.label),
    true,
  );
  for (const row of t.rows) drawRow(row, false);
  if (t.note) {
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(winAnsi(t.note), MARGIN, doc.y, { width });
  }
  doc.moveDown(0.8);
}

function block(doc: Doc, b: ReportBlock): void {
  switch (b.kind) {
    case 'heading':
      return heading(doc, b.text, b.level);
    case 'paragraph':
      return paragraph(doc, b.text, b.citations, b.muted);
    case 'bullets':
      for (const item of b.items) paragraph(doc, `•  ${item}`);
      return;
    case 'table':
      return table(doc, b.table);
  }
}

export function renderPdf(report: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: winAnsi(report.title), Producer: 'Quartile', Creator: 'Quartile' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(winAnsi(report.title), { width: contentWidth(doc) });
  if (report.subtitle)
    doc
      .moveDown(0.2)
      .font('Helvetica')
      .fontSize(11)
      .fillColor(MUTED)
      .text(winAnsi(report.subtitle), { width: contentWidth(doc) });
  doc.moveDown(0.6);
  for (const [label, value] of report.meta) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${winAnsi(label)}: `, MARGIN, doc.y, { continued: true });
    doc.font('Helvetica').fillColor(INK).text(winAnsi(value));
  }
  doc
    .moveDown(0.4)
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();

  for (const b of report.blocks) block(doc, b);

  if (report.citations.length > 0) {
    heading(doc, 'Citations', 1);
    report.citations.forEach((c, i) => {
      const text = `[${i + 1}] “${winAnsi(c.quote)}”`;
      doc.font('Helvetica').fontSize(8.5);
      ensureSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 14);
      doc.fillColor(INK).text(text, MARGIN, doc.y, { width: contentWidth(doc) });
      doc
        .fillColor(MUTED)
        .fontSize(8)
        .text(winAnsi(c.source), { width: contentWidth(doc) });
      doc.moveDown(0.4);
    });
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    doc.text(winAnsi(report.footer), MARGIN, doc.page.height - MARGIN + 18, { width: contentWidth(doc) - 60, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, doc.page.width - MARGIN - 60, doc.page.height - MARGIN + 18, {
      width: 60,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
