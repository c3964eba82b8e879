// Renders a ReportDocument to PDF with pdfkit: A4, a title block, headings, paragraphs with
// bracketed citation numbers, tables that break across pages with their header repeated, the
// numbered citations at the end, and a footer with the page number on every page.
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { ReportBlock, ReportChart, ReportDocument, ReportTable } from './model.ts';

const MARGIN = 56;
const INK = '#1f2933';
const MUTED = '#5f6b7a';
const RULE = '#d5dbe3';
const FILL = '#f2f5f8';

// Liberation Sans (SIL OFL, apps/server/assets/fonts, shared with the evidence reports): every Latin,
// Greek or Cyrillic name and quote prints as written.
const FONTS = {
  regular: fileURLToPath(new URL('../../assets/fonts/LiberationSans-Regular.ttf', import.meta.url)),
  bold: fileURLToPath(new URL('../../assets/fonts/LiberationSans-Bold.ttf', import.meta.url)),
};

type Doc = InstanceType<typeof PDFDocument>;

function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage();
}

function heading(doc: Doc, text: string, level: 1 | 2): void {
  const size = level === 1 ? 15 : 12;
  // A heading keeps some of what follows it on its page.
  ensureSpace(doc, level === 1 ? 110 : 70);
  doc.moveDown(level === 1 ? 0.9 : 0.6);
  doc
    .font('bold')
    .fontSize(size)
    .fillColor(INK)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, text: string, citations: readonly number[] = [], muted = false): void {
  const refs = citations.length > 0 ? ` [${citations.join(', ')}]` : '';
  const body = text;
  doc.font('regular').fontSize(10);
  ensureSpace(doc, Math.min(doc.heightOfString(body + refs, { width: contentWidth(doc) }), 60));
  doc.fillColor(muted ? MUTED : INK).text(body, MARGIN, doc.y, { width: contentWidth(doc), continued: refs !== '', lineGap: 2 });
  if (refs) doc.fillColor(MUTED).fontSize(8).text(refs, { lineGap: 2 });
  doc.moveDown(0.5);
}

function table(doc: Doc, t: ReportTable): void {
  // A title or header row never stays alone at the foot of a page.
  ensureSpace(doc, (t.title ? 40 : 0) + 60);
  if (t.title) heading(doc, t.title, 2);
  const width = contentWidth(doc);
  const weights = t.columns.map((c) => c.weight ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * width);
  const pad = 4;
  const drawRow = (cells: readonly string[], header: boolean) => {
    doc.font(header ? 'bold' : 'regular').fontSize(8);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 40) - pad * 2 }));
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
        .font(header ? 'bold' : 'regular')
        .fontSize(8)
        .text(cell, x + pad, top + pad, { width: w - pad * 2, align: t.columns[i]?.align ?? 'left' });
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
    doc.font('regular').fontSize(8).fillColor(MUTED).text(t.note, MARGIN, doc.y, { width });
  }
  doc.moveDown(0.8);
}

const BAR = { default: '#3b6fb6', muted: '#a7b1be', highlight: '#d9822b', negative: '#c0392b' } as const;
const MARKER_COLORS = ['#2f855a', '#1f2933', '#2f855a', '#6b46c1'];

/**
 * A horizontal bar chart: labels on the left, bars from a zero line, values on the right, marker
 * lines (e.g. the quartiles) across the bars with a legend below. Many bars (a large study) are
 * drawn thin and without labels so the chart still fits one page.
 */
function chart(doc: Doc, c: ReportChart): void {
  const width = contentWidth(doc);
  const n = c.bars.length;
  const labelled = n <= 40;
  const barHeight = labelled ? 13 : Math.max(1.5, Math.min(8, 420 / Math.max(n, 1)));
  const plotHeight = n * barHeight;
  const markers = c.markers ?? [];
  const legendHeight = markers.length > 0 ? 16 : 0;
  doc.font('regular').fontSize(8);
  const captionHeight = doc.heightOfString(c.caption, { width });
  // The title stays with its chart.
  ensureSpace(doc, plotHeight + legendHeight + captionHeight + 70);
  heading(doc, c.title, 2);
  const labelWidth = labelled ? Math.min(width * 0.34, 180) : 0;
  const valueWidth = 52;
  const left = MARGIN + labelWidth + 6;
  const plotWidth = width - labelWidth - valueWidth - 12;
  const values = [...c.bars.map((b) => b.value), ...markers.map((m) => m.value), 0];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || 1;
  const x = (v: number) => left + ((v - lo) / span) * plotWidth;
  const top = doc.y + 4;
  c.bars.forEach((b, i) => {
    const y = top + i * barHeight;
    const from = x(Math.min(0, b.value));
    const to = x(Math.max(0, b.value));
    const color = b.value < 0 ? BAR.negative : BAR[b.tone ?? 'default'];
    // Thin bars touch (no gaps that alias into stripes); labelled bars keep a gap between them.
    if (labelled) doc.rect(from, y + barHeight * 0.15, Math.max(to - from, 0.8), barHeight * 0.7).fill(color);
    else if (b.tone !== 'highlight') doc.rect(from, y, Math.max(to - from, 0.8), barHeight + 0.3).fill(color);
    if (labelled) {
      doc
        .font(b.tone === 'highlight' ? 'bold' : 'regular')
        .fontSize(7.5)
        .fillColor(INK)
        .text(b.label, MARGIN, y + (barHeight - 7.5) / 2, { width: labelWidth, height: barHeight, ellipsis: true, lineBreak: false });
      doc.text(b.text, MARGIN + width - valueWidth, y + (barHeight - 7.5) / 2, { width: valueWidth, align: 'right', lineBreak: false });
    }
  });
  // Without labels, a highlighted bar (the tested party) is drawn on top, thicker, with its label.
  if (!labelled) {
    c.bars.forEach((b, i) => {
      if (b.tone !== 'highlight') return;
      const y = top + i * barHeight + barHeight / 2;
      const from = x(Math.min(0, b.value));
      const to = x(Math.max(0, b.value));
      doc.rect(from, y - 2, Math.max(to - from, 0.8), 4).fill(BAR.highlight);
      const label = `${b.label}: ${b.text}`;
      doc.font('bold').fontSize(7.5);
      const lx = Math.min(Math.max(to, x(0)) + 4, MARGIN + width - doc.widthOfString(label) - 4);
      doc.rect(lx - 2, y - 5, doc.widthOfString(label) + 4, 10).fill('#ffffff');
      doc.fillColor(INK).text(label, lx, y - 4, { lineBreak: false });
    });
  }
  // The zero line and the markers across the plot.
  doc.moveTo(x(0), top - 2).lineTo(x(0), top + plotHeight + 2).lineWidth(0.75).strokeColor(MUTED).stroke();
  markers.forEach((m, i) => {
    doc
      .moveTo(x(m.value), top - 3)
      .lineTo(x(m.value), top + plotHeight + 3)
      .lineWidth(1.2)
      .dash(3, { space: 2 })
      .strokeColor(MARKER_COLORS[i % MARKER_COLORS.length]!)
      .stroke()
      .undash();
  });
  let y = top + plotHeight + 8;
  if (markers.length > 0) {
    let lx = MARGIN;
    doc.font('regular').fontSize(7.5);
    markers.forEach((m, i) => {
      const text = `${m.label} ${m.text}`;
      doc
        .moveTo(lx, y + 4)
        .lineTo(lx + 14, y + 4)
        .lineWidth(1.2)
        .dash(3, { space: 2 })
        .strokeColor(MARKER_COLORS[i % MARKER_COLORS.length]!)
        .stroke()
        .undash();
      doc.fillColor(INK).text(text, lx + 18, y, { lineBreak: false });
      lx += 18 + doc.widthOfString(text) + 16;
    });
    y += legendHeight;
  }
  doc.font('regular').fontSize(8).fillColor(MUTED).text(c.caption, MARGIN, y, { width });
  doc.x = MARGIN;
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
    case 'chart':
      return chart(doc, b.chart);
    case 'pageBreak':
      doc.addPage();
      return;
  }
}

export function renderPdf(report: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: report.title, Producer: 'Quartile', Creator: 'Quartile' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(report.title, { width: contentWidth(doc) });
  if (report.subtitle)
    doc
      .moveDown(0.2)
      .font('regular')
      .fontSize(11)
      .fillColor(MUTED)
      .text(report.subtitle, { width: contentWidth(doc) });
  doc.moveDown(0.6);
  for (const [label, value] of report.meta) {
    doc.font('bold').fontSize(9).fillColor(MUTED).text(`${label}: `, MARGIN, doc.y, { continued: true });
    doc.font('regular').fillColor(INK).text(value);
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
      const text = `[${i + 1}] “${c.quote}”`;
      doc.font('regular').fontSize(8.5);
      ensureSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 14);
      doc.fillColor(INK).text(text, MARGIN, doc.y, { width: contentWidth(doc) });
      doc
        .fillColor(MUTED)
        .fontSize(8)
        .text(c.source, { width: contentWidth(doc) });
      doc.moveDown(0.4);
    });
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (report.watermark) {
      doc.save();
      doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc
        .font('bold')
        .fontSize(110)
        .fillColor('#c0392b')
        .fillOpacity(0.1)
        .text(report.watermark, 0, doc.page.height / 2 - 60, { width: doc.page.width, align: 'center', lineBreak: false });
      doc.restore();
      doc.font('bold').fontSize(9).fillColor('#c0392b').fillOpacity(1);
      doc.text(report.watermark, MARGIN, MARGIN - 30, { width: contentWidth(doc), align: 'right', lineBreak: false });
    }
    doc.font('regular').fontSize(7.5).fillColor(MUTED).fillOpacity(1);
    doc.text(report.watermark ? `${report.watermark} · ${report.footer}` : report.footer, MARGIN, doc.page.height - MARGIN + 18, { width: contentWidth(doc) - 60, lineBreak: false });
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
