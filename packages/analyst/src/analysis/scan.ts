/**
 * Scanning long pages for lexicon cues. A case-insensitive regex pass costs about twice a
 * case-sensitive one, and a company's evidence takes one pass per concept and per tag over every
 * page; so the text is lower-cased once and scanned with lower-cased copies of the cue patterns.
 * The lexicon's cue patterns use no upper-case escapes (\W, \S, \B, \D), so lower-casing their
 * source keeps their meaning.
 *
 * Most of a pass is spent at positions where no cue can start. A cue pattern `\b(?:a|b|...)\b`
 * can only match where a word starts with one of its alternatives' leading literals ("distribut",
 * "wholesal", ...); so each word start of a text is looked up once, by its first two characters,
 * among the literals of every pattern, and a pattern is tried (sticky) only at its candidate
 * starts, in order. That finds exactly the matches a full pass finds (the leftmost match from each
 * position, non-overlapping); patterns whose leading literals cannot be read are scanned in full.
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
export function scanCues(text: string, lower: string | null, cues: RegExp): readonly { index: number; cue: string }[] {
  if (lower !== null) {
    const plan = planFor(cues);
    if (plan) {
      const starts = candidates(lower, plan);
      if (starts.length === 0) return NONE;
      const out: { index: number; cue: string }[] = [];
      const sticky = plan.sticky;
      let from = 0;
      for (const p of starts) {
        if (p < from) continue;
        sticky.lastIndex = p;
        const m = sticky.exec(lower);
        if (!m) continue;
        from = p + (m[0].length || 1);
        out.push({ index: p, cue: text.slice(p, p + m[0].length) });
      }
      return out;
    }
  }
  const pattern = lower === null ? cues : scannerFor(cues);
  pattern.lastIndex = 0;
  return [...(lower ?? text).matchAll(pattern)].map((m) => ({ index: m.index, cue: text.slice(m.index, m.index + m[0].length) }));
}

const NONE: readonly { index: number; cue: string }[] = Object.freeze([]);

interface Plan {
  readonly id: number;
  /** The lower-cased pattern, sticky: tried at one position. */
  readonly sticky: RegExp;
  /** Every match starts with one of these (each at least two characters, the first a word character). */
  readonly literals: readonly string[];
}

const plans = new WeakMap<RegExp, Plan | null>();
let planCount = 0;
/** The plans' literals by their first two characters (one lookup per word start finds every pattern's candidates). */
const byKey: ({ plan: number; literal: string }[] | undefined)[] = new Array(128 * 128).fill(undefined);
/** The table slot of the two characters at `at` (both ASCII), or -1. */
function keyOf(s: string, at: number): number {
  const a = s.charCodeAt(at);
  const b = at + 1 < s.length ? s.charCodeAt(at + 1) : 0;
  return a < 128 && b < 128 ? a * 128 + b : -1;
}

function planFor(cues: RegExp): Plan | null {
  let plan = plans.get(cues);
  if (plan === undefined) {
    const source = cues.source.toLowerCase();
    const literals = source.startsWith('\\b') ? leadingLiterals(source.slice(2)) : null;
    plan = literals && literals.every((l) => l.length >= 2 && /^\w/.test(l) && keyOf(l, 0) >= 0) ? { id: planCount++, sticky: new RegExp(source, 'y'), literals: [...new Set(literals)] } : null;
    if (plan) {
      for (const literal of plan.literals) {
        const key = keyOf(literal, 0);
        const list = byKey[key];
        if (list) list.push({ plan: plan.id, literal });
        else byKey[key] = [{ plan: plan.id, literal }];
      }
    }
    plans.set(cues, plan);
  }
  return plan;
}

/** Index of the parenthesis closing the group opened at `open`, or -1. */
function closing(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') {
      i++;
      while (i < src.length && src[i] !== ']') if (src[i++] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** The top-level alternatives of a pattern (split at | outside groups and classes). */
function alternatives(src: string): string[] | null {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') {
      i++;
      while (i < src.length && src[i] !== ']') if (src[i++] === '\\') i++;
    } else if (c === '(') {
      const end = closing(src, i);
      if (end < 0) return null;
      i = end;
    } else if (c === ')') return null;
    else if (c === '|') {
      out.push(src.slice(start, i));
      start = i + 1;
    }
  }
  out.push(src.slice(start));
  return out;
}

const SPECIAL = new Set(['\\', '^', '$', '.', '|', '?', '*', '+', '(', ')', '[', ']', '{', '}']);

/**
 * Literal prefixes one of which every match of the pattern starts with, or null when one cannot
 * be read (an alternative starting with a class, an escape such as \w, or an optional part).
 */
function leadingLiterals(src: string): string[] | null {
  const alts = alternatives(src);
  if (!alts) return null;
  const out: string[] = [];
  for (const alt of alts) {
    let prefix = '';
    let i = 0;
    let group: string[] | null = null;
    while (i < alt.length) {
      const c = alt[i] as string;
      if (c === '(') {
        if (prefix !== '' || !alt.startsWith('(?:', i)) break;
        const end = closing(alt, i);
        if (end < 0) break;
        const q = alt[end + 1];
        if (q === '?' || q === '*') {
          // An optional group: a match starts with the group or with what follows it.
          const inner = leadingLiterals(alt.slice(i + 3, end));
          const rest = leadingLiterals(alt.slice(end + (alt[end + 2] === '?' ? 3 : 2)));
          group = inner && rest ? [...inner, ...rest] : null;
        } else if (q !== '{') group = leadingLiterals(alt.slice(i + 3, end));
        break;
      }
      let ch: string;
      let next: number;
      if (c === '\\') {
        const e = alt[i + 1] ?? '';
        if (/[a-z0-9]/i.test(e) || e === '') break; // \w, \s, \b, \d, back-references: not a literal
        ch = e;
        next = i + 2;
      } else if (SPECIAL.has(c)) break;
      else {
        ch = c;
        next = i + 1;
      }
      const after = alt[next] ?? '';
      if (after === '?' || after === '*' || after === '{') break; // optional: the prefix ends before it
      prefix += ch;
      if (after === '+') break;
      i = next;
    }
    if (group) out.push(...group);
    else if (prefix !== '') out.push(prefix);
    else return null;
  }
  return out;
}

const isWord = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || (c >= 65 && c <= 90);

/**
 * Per lower-cased text, the candidate starts of every pattern (ascending), found in one pass over
 * its word starts; the last few texts are kept (a company's evidence scans each page once per
 * concept and per tag).
 */
const scans: { lower: string; plans: number; starts: number[][] }[] = [];
function candidates(lower: string, plan: Plan): readonly number[] {
  let scan = scans[scans.length - 1];
  if (scan?.lower !== lower) scan = scans.find((s) => s.lower === lower);
  if (!scan || plan.id >= scan.plans) {
    scan = { lower, plans: planCount, starts: Array.from({ length: planCount }, () => []) };
    let prev = false;
    for (let p = 0; p < lower.length; p++) {
      const word = isWord(lower.charCodeAt(p));
      if (word && !prev) {
        const key = keyOf(lower, p);
        const entries = key < 0 ? undefined : byKey[key];
        if (entries) {
          for (const e of entries) {
            if (!lower.startsWith(e.literal, p)) continue;
            // Several literals may start at one word ("sale of", "sales of"): each position once.
            const list = scan.starts[e.plan] as number[];
            if (list[list.length - 1] !== p) list.push(p);
          }
        }
      }
      prev = word;
    }
    const old = scans.findIndex((s) => s.lower === lower);
    if (old >= 0) scans.splice(old, 1);
    if (scans.length >= 4) scans.shift();
    scans.push(scan);
  } else if (scan !== scans[scans.length - 1]) {
    // The most recent text last: the next scans of it find it first.
    scans.splice(scans.indexOf(scan), 1);
    scans.push(scan);
  }
  return scan.starts[plan.id] as number[];
}
