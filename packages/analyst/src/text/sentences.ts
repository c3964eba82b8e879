/**
 * Sentence splitting with character offsets, so every sentence is a verbatim slice of its source.
 * Boundaries: line breaks (block elements), and . ! ? (plus closing quotes/brackets) followed by
 * white space and an upper-case letter, digit or opening quote — or directly followed by an
 * upper-case letter after a lower-case word (Wikipedia dumps glue sentences: "in 2018.The").
 * Not a boundary after abbreviations (Inc., Co., U.S., e.g., No., St., Dr., Jan., ...), single-letter
 * initials (C.H. Robinson, A. O. Smith) or inside numbers (3.5, 1.2bn).
 */

export interface Sentence {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Index of the sentence within its text. */
  readonly index: number;
}

const ABBREVIATIONS = new Set([
  'inc', 'co', 'corp', 'ltd', 'llc', 'plc', 'bros', 'no', 'nos', 'st', 'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'vs', 'etc', 'approx',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'fig', 'ca', 'cf', 'e.g', 'i.e', 'u.s', 'u.k', 'u.s.a',
  'ag', 'gmbh', 'sa', 'nv', 'bv', 'spa', 'kg', 'mt', 'ft', 'dept', 'est', 'govt', 'intl', 'mfg', 'assn', 'av', 'ave', 'op', 'vol', 'pp', 'ed',
]);

const MAX_SENTENCE = 1200;

export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(text[s] as string)) s++;
    while (e > s && /\s/.test(text[e - 1] as string)) e--;
    if (e - s >= 2) {
      // Very long runs without punctuation (tables, lists) are cut at a space near the limit.
      while (e - s > MAX_SENTENCE) {
        let cut = text.lastIndexOf(' ', s + MAX_SENTENCE);
        if (cut <= s) cut = s + MAX_SENTENCE;
        out.push({ text: text.slice(s, cut), start: s, end: cut, index: out.length });
        s = cut;
        while (s < e && /\s/.test(text[s] as string)) s++;
      }
      if (e > s) out.push({ text: text.slice(s, e), start: s, end: e, index: out.length });
    }
    start = end;
  };
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text[i];
    if (c === '\n') {
      push(i);
      continue;
    }
    if (c !== '.' && c !== '!' && c !== '?') continue;
    let j = i + 1;
    while (j < n && /["'”’)\]]/.test(text[j] as string)) j++;
    const next = text[j];
    if (next === undefined) continue;
    const spaced = /\s/.test(next);
    let k = j;
    while (k < n && (text[k] === ' ' || text[k] === '\t')) k++;
    const after = text[k];
    if (after === undefined || after === '\n') {
      if (spaced) push(j);
      continue;
    }
    if (c === '.') {
      const word = /([A-Za-z][A-Za-z.]*)$/.exec(text.slice(Math.max(0, i - 12), i))?.[1] ?? '';
      const lower = word.toLowerCase();
      if (ABBREVIATIONS.has(lower) || ABBREVIATIONS.has(lower.replace(/\.$/, ''))) continue;
      if (/^[A-Z]$/.test(word) || /^(?:[A-Za-z]\.)+[A-Za-z]$/.test(word)) continue; // initials, U.S
      if (/\d/.test(text[i - 1] ?? '') && /\d/.test(next)) continue; // 3.5
    }
    if (spaced) {
      if (/[A-Z0-9"“‘'([]/.test(after)) push(j);
    } else if (/[A-Z]/.test(next) && /(?:[a-z]{2}|\d{4})$/.test(text.slice(Math.max(0, i - 4), i)) && /[a-z]/.test(text[j + 1] ?? '')) {
      push(j);
    }
  }
  push(n);
  return out;
}
