/**
 * Annual reports as sources: PDF text with page boundaries (pdfjs-dist, legacy build for Node)
 * and HTML filings (e.g. SEC 10-K) as text with section boundaries ("Item 1. Business", ...).
 */
import { htmlToText } from './html.ts';
import { createSource } from './source.ts';
import type { PageSpan, SectionSpan, Source } from '../types.ts';

export interface AnnualReportInput {
  /** Document name shown in citations, e.g. "acme-annual-report-2023.pdf". */
  readonly name: string;
  readonly data: Uint8Array | string;
  /** 'pdf' | 'html' | 'text'; detected from the bytes/name when omitted. */
  readonly format?: 'pdf' | 'html' | 'text';
  readonly url?: string;
  readonly retrievedAt?: Date;
  /** Stop after this many pages (PDF). Default 400. */
  readonly maxPages?: number;
}

function detectFormat(input: AnnualReportInput): 'pdf' | 'html' | 'text' {
  if (input.format) return input.format;
  if (typeof input.data !== 'string') {
    const head = Buffer.from(input.data.subarray(0, 8)).toString('latin1');
    if (head.startsWith('%PDF')) return 'pdf';
  }
  const text = typeof input.data === 'string' ? input.data.slice(0, 2000) : Buffer.from(input.data.subarray(0, 2000)).toString('utf8');
  if (/\.pdf$/i.test(input.name)) return 'pdf';
  return /<(html|body|div|p|table|document)\b/i.test(text) ? 'html' : 'text';
}

interface PdfTextItem {
  str: string;
  hasEOL?: boolean;
}

/** PDF text, one page after the other separated by a blank line, with each page's span. */
export async function extractPdfText(data: Uint8Array, maxPages = 400): Promise<{ text: string; pages: PageSpan[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const pages: PageSpan[] = [];
  let text = '';
  try {
    for (let p = 1; p <= Math.min(doc.numPages, maxPages); p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      let pageText = '';
      for (const item of content.items as PdfTextItem[]) {
        if (typeof item.str !== 'string') continue;
        pageText += item.str;
        if (item.hasEOL) pageText += '\n';
        else if (item.str !== '' && !pageText.endsWith(' ')) pageText += ' ';
      }
      pageText = pageText.replace(/[ \t]+\n/g, '\n').replace(/[ \t]{2,}/g, ' ').trim();
      if (text !== '') text += '\n\n';
      const start = text.length;
      text += pageText;
      pages.push({ page: p, start, end: text.length });
      page.cleanup();
    }
  } finally {
    await task.destroy();
  }
  return { text, pages };
}

const SECTION_RE = /^(item\s+\d{1,2}[a-c]?\s*[.:]?)(?:\s|$)[^\n]{0,120}$/gim;

/** "Item 1. Business", "Item 1A. Risk Factors", ... headings as sections (10-K style). */
export function findSections(text: string): SectionSpan[] {
  const heads: { title: string; start: number }[] = [];
  for (const m of text.matchAll(SECTION_RE)) {
    const title = m[0].replace(/\s+/g, ' ').trim();
    if (title.length > 100 || /\.{4,}|\s\d+$/.test(title)) continue; // table-of-contents lines
    heads.push({ title, start: m.index });
  }
  return heads.map((h, i) => ({ title: h.title, start: h.start, end: heads[i + 1]?.start ?? text.length }));
}

/** Extracts an annual report (PDF or HTML/text) into an immutable source of kind annual_report. */
export async function extractAnnualReport(input: AnnualReportInput): Promise<Source> {
  const format = detectFormat(input);
  const base = { kind: 'annual_report' as const, document_name: input.name, ...(input.url ? { url: input.url } : {}), retrieved_at: input.retrievedAt ?? new Date() };
  if (format === 'pdf') {
    const bytes = typeof input.data === 'string' ? Buffer.from(input.data, 'latin1') : input.data;
    const { text, pages } = await extractPdfText(bytes, input.maxPages);
    const source = createSource({ ...base, text, pages, sections: findSections(text) });
    return input.url ? { ...source, location: input.name } : source;
  }
  const raw = typeof input.data === 'string' ? input.data : new TextDecoder('utf-8').decode(input.data);
  const text = format === 'html' ? htmlToText(raw, { readability: false }).text : raw.replace(/\r\n?/g, '\n').trim();
  const source = createSource({ ...base, text, sections: findSections(text) });
  return Object.freeze({ ...source, location: input.name });
}
