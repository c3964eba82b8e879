/**
 * Scanning long pages for lexicon cues. A case-insensitive regex pass costs about twice a
 * case-sensitive one, and a company's evidence takes one pass per concept and per tag over every
 * page; so the text is lower-cased once and scanned with lower-cased copies of the cue patterns.
 * The lexicon's cue patterns use no upper-case escapes (\W, \S, \B, \D), so lower-casing their
 * source keeps their meaning.
 */
const scanners = new WeakMap<RegExp, RegExp>();

/** The lower-case, case-sensitive twin of a case-insensitive cue pattern (global). */
export function scannerFor(cues: RegExp): RegExp {
  let scanner = scanners.get(cues);
  if (!scanner) {
    scanner = new RegExp(cues.source.toLowerCase(), 'g');
    scanners.set(cues, scanner);
  }
  return scanner;
}

/**
 * Lower-cased text for scanning, or null when lower-casing would move offsets (a few Unicode
 * letters lower-case to two code units); the caller then scans the original with the i flag.
 */
export function lowerForScan(text: string): string | null {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : null;
}

/** Every match of a cue pattern in text, as offsets and the original wording. */
export function* scanCues(text: string, lower: string | null, cues: RegExp): Generator<{ index: number; cue: string }> {
  const pattern = lower === null ? cues : scannerFor(cues);
  pattern.lastIndex = 0;
  for (const m of (lower ?? text).matchAll(pattern)) yield { index: m.index, cue: text.slice(m.index, m.index + m[0].length) };
}
