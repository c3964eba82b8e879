/**
 * Where a cited quote sits in its source's text, for highlighting it in context. Quotes are
 * verbatim up to white space (the analyst normalizes runs of spaces and line breaks), so the
 * search maps a whitespace-normalized match back to offsets in the original text.
 */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export function locateQuote(text: string, quote: string): Span | null {
  const q = quote.replace(/\s+/g, ' ').trim();
  if (q.length === 0) return null;
  const direct = text.indexOf(quote.trim());
  if (direct >= 0) return { start: direct, end: direct + quote.trim().length };
  // Normalize the text, remembering where each normalized character came from.
  let normalized = '';
  const origin: number[] = [];
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      space = normalized.length > 0;
      continue;
    }
    if (space) {
      origin.push(i);
      normalized += ' ';
      space = false;
    }
    origin.push(i);
    normalized += ch;
  }
  const at = normalized.indexOf(q);
  if (at < 0) return null;
  const start = origin[at] as number;
  const end = (origin[at + q.length - 1] as number) + 1;
  return { start, end };
}

export interface PassageInContext {
  readonly before: string;
  readonly passage: string;
  readonly after: string;
  readonly truncatedBefore: boolean;
  readonly truncatedAfter: boolean;
}

/** The passage with up to `radius` characters either side, cut at word boundaries. */
export function passageInContext(text: string, span: Span, radius = 400): PassageInContext {
  let from = Math.max(0, span.start - radius);
  let to = Math.min(text.length, span.end + radius);
  if (from > 0) from = text.indexOf(' ', from) + 1 || from;
  if (to < text.length) to = text.lastIndexOf(' ', to) > span.end ? text.lastIndexOf(' ', to) : to;
  return {
    before: text.slice(from, span.start),
    passage: text.slice(span.start, span.end),
    after: text.slice(span.end, to),
    truncatedBefore: from > 0,
    truncatedAfter: to < text.length,
  };
}
