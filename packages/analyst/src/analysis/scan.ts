/**
 * Scanning long pages for lexicon cues. A case-insensitive regex pass costs about twice a
 * case-sensitive one, and a company's evidence takes one pass per concept and per tag over every
 * page; so the text is lower-cased once and scanned with lower-cased copies of the cue patterns.
 * The lexicon's cue patterns use no upper-case escapes (\W, \S, \B, \D), so lower-casing their
 * source keeps their meaning.
 *
 * Most of a pass is spent at positions where no cue can start. A cue pattern `\b(?:a|b|...)\b`
 * can only match where a word starts with one of its alternatives' leading literals ("distribut",
 * "wholesal", ...); so each word start of a text is looked up once, by its first three characters,
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
  /** Every match starts with one of these (each at least two characters, the first a word character, the first two ASCII). */
  readonly literals: readonly string[];
}

const plans = new WeakMap<RegExp, Plan | null>();
let planCount = 0;

/** A literal and the patterns it leads. */
interface Lead {
  readonly literal: string;
  readonly plans: number[];
}
/**
 * Every pattern's literals by their first three characters (two when the third is missing or not ASCII), so
 * that one lookup per word start finds the few literals worth comparing there.
 */
const byThree = new Map<number, Lead[]>();
const byTwo = new Map<number, Lead[]>();
/** The key of the `n` characters at `at` (all ASCII), or -1. */
function keyOf(s: string, at: number, n: 2 | 3): number {
  if (at + n > s.length) return -1;
  const a = s.charCodeAt(at);
  const b = s.charCodeAt(at + 1);
  if (n === 2) return a < 128 && b < 128 ? a * 128 + b : -1;
  const c = s.charCodeAt(at + 2);
  return a < 128 && b < 128 && c < 128 ? (a * 128 + b) * 128 + c : -1;
}

function planFor(cues: RegExp): Plan | null {
  let plan = plans.get(cues);
  if (plan === undefined) {
    const source = cues.source.toLowerCase();
    const literals = source.startsWith('\\b') ? leadingLiterals(source.slice(2)) : null;
    plan = literals && literals.every((l) => /^\w/.test(l) && keyOf(l, 0, 2) >= 0) ? { id: planCount++, sticky: new RegExp(source, 'y'), literals: [...new Set(literals)] } : null;
    if (plan) {
      for (const literal of plan.literals) {
        const three = keyOf(literal, 0, 3);
        const table = three >= 0 ? byThree : byTwo;
        const key = three >= 0 ? three : keyOf(literal, 0, 2);
        const list = table.get(key) ?? [];
        const lead = list.find((l) => l.literal === literal);
        if (lead) lead.plans.push(plan.id);
        else list.push({ literal, plans: [plan.id] });
        table.set(key, list);
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

/** Whether the literal occurs at p, its first `known` characters known to be equal. */
function leads(lower: string, p: number, literal: string, known: number): boolean {
  if (p + literal.length > lower.length) return false;
  for (let j = known; j < literal.length; j++) if (lower.charCodeAt(p + j) !== literal.charCodeAt(j)) return false;
  return true;
}

/** p as a candidate of each plan; several literals of a plan may start at one word ("sale of", "sales of"): each position once. */
function add(starts: number[][], ids: readonly number[], p: number): void {
  for (const id of ids) {
    const list = starts[id] as number[];
    if (list[list.length - 1] !== p) list.push(p);
  }
}

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
        const three = byThree.get(keyOf(lower, p, 3));
        if (three) for (const lead of three) if (leads(lower, p, lead.literal, 3)) add(scan.starts, lead.plans, p);
        if (byTwo.size > 0) {
          const two = byTwo.get(keyOf(lower, p, 2));
          if (two) for (const lead of two) if (leads(lower, p, lead.literal, 2)) add(scan.starts, lead.plans, p);
        }
      }
      prev = word;
    }
    const old = scans.findIndex((s) => s.lower === lower);
    if (old >= 0) scans.splice(old, 1);
    scans.push(scan);
    // Kept: the last 8 texts (a company's pages, masked and as they are: tags scan every page per
    // tag), at most about 8 M characters beside the newest.
    let kept = 0;
    for (const s of scans) kept += s.lower.length;
    while (scans.length > 1 && (scans.length > 8 || kept - lower.length > 8_000_000)) kept -= (scans.shift() as { lower: string }).lower.length;
  } else if (scan !== scans[scans.length - 1]) {
    // The most recent text last: the next scans of it find it first.
    scans.splice(scans.indexOf(scan), 1);
    scans.push(scan);
  }
  return scan.starts[plan.id] as number[];
}
