/**
 * Blanking a company's name in a text without compiling a pattern per company. The name pattern
 * (evidence.ts) is `\b<word>\s+<word>...\b`, case-insensitive, matched globally; for a name in
 * ASCII characters this finds the same matches by hand: a case-insensitive ASCII character only
 * matches an ASCII character (no Unicode folding without the u flag), the whitespace between
 * words is taken greedily (the next word starts with a character that is no whitespace, so the
 * regex never backtracks into it), and \b is the boundary between ASCII word characters
 * [A-Za-z0-9_] and the rest. A name with other characters keeps the regex (maskWords returns null).
 */

const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
const lowerAscii = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/** JavaScript's \s: white space and line terminators. */
function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The words of a name split at white space, lower-cased, or null when a character is not ASCII. */
export function asciiWords(core: string): string[] | null {
  for (let i = 0; i < core.length; i++) if (core.charCodeAt(i) >= 128 && !isSpace(core.charCodeAt(i))) return null;
  const words = core.split(/\s+/).filter((w) => w !== '');
  return words.length > 0 ? words.map((w) => w.toLowerCase()) : null;
}

/** Length of the match of the words at p (each char ASCII and equal ignoring case, \s+ between, \b at both ends), or -1. */
function matchAt(text: string, p: number, words: readonly string[]): number {
  const n = text.length;
  const boundary = (q: number) => (q > 0 && isWordChar(text.charCodeAt(q - 1))) !== (q < n && isWordChar(text.charCodeAt(q)));
  if (!boundary(p)) return -1;
  let q = p;
  for (let k = 0; k < words.length; k++) {
    if (k > 0) {
      if (q >= n || !isSpace(text.charCodeAt(q))) return -1;
      while (q < n && isSpace(text.charCodeAt(q))) q++;
    }
    const w = words[k] as string;
    if (q + w.length > n) return -1;
    for (let j = 0; j < w.length; j++) {
      const x = text.charCodeAt(q + j);
      if (x >= 128 || lowerAscii(x) !== w.charCodeAt(j)) return -1;
    }
    q += w.length;
  }
  return boundary(q) ? q - p : -1;
}

/**
 * The text with every match of the words blanked (same offsets), or null when the text's
 * lower-cased copy does not keep its offsets (then the caller uses the regex).
 */
export function maskWords(text: string, words: readonly string[]): string | null {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return null;
  const first = words[0] as string;
  let out = '';
  let last = 0;
  let p = lower.indexOf(first);
  while (p >= 0) {
    const len = matchAt(text, p, words);
    if (len > 0) {
      out += text.slice(last, p) + ' '.repeat(len);
      last = p + len;
      p = lower.indexOf(first, last);
    } else p = lower.indexOf(first, p + 1);
  }
  return last === 0 ? text : out + text.slice(last);
}
