/**
 * Reading a text as industry activities: a criterion ("wholesale distribution of industrial
 * equipment" -> NAICS 4238.., NACE 46.6x) or a company's sentences, ranked against the
 * classification index (classificationIndex.ts), and comparing two readings along the hierarchy.
 *
 * A text's reading is BM25 over the NAICS 2022 industries, weighed by the sector its words belong
 * to (the classifications' own vocabulary: "manufacturing" is the manufacturing sector's word,
 * "merchant wholesalers" the wholesale sector's), so that "a distributor of pumps" reads as pump
 * wholesale and not as pump manufacturing. Words about other parties are left out first: suppliers
 * ("from leading manufacturers"), customers ("for manufacturers", "to hospitals") and channels
 * ("sold through dealers").
 */
import { classificationIndex, type ClassificationIndex } from './classificationIndex.ts';
import { classTerms } from './terms.ts';
import { OWNERSHIP_WORDS } from '../analysis/lexicon.ts';

export type ActivityScheme = 'naics' | 'nace' | 'sic';

export interface Activity {
  readonly scheme: ActivityScheme;
  readonly code: string;
  readonly title: string;
  /** Relative strength, the best activity 1. */
  readonly score: number;
}

/** A text read as ranked NAICS 2022 industries (index into the classification index, weight). */
export interface Reading {
  readonly industries: readonly { readonly index: number; readonly weight: number }[];
  /** The best BM25 score (how clearly the text names an activity at all). */
  readonly strength: number;
  /** The best industry's weight before weights were made relative to it (its BM25 score scaled by sector and function). */
  readonly top?: number;
}

export interface CriterionReading {
  readonly criterion: string;
  /** NAICS 2022 industries first (best first), then their NACE Rev. 2 classes. */
  readonly activities: readonly Activity[];
  /** The sector groups the criterion is about ('31-33' manufacturing, '42' wholesale, ...), best first. */
  readonly sectors: readonly string[];
  /** False when the text names no activity the classifications know (e.g. "independent companies"). */
  readonly readable: boolean;
  readonly reading: Reading;
}

// Other parties named in a sentence: suppliers, customers, sales channels. Their words say
// nothing about the company's own activity.
const OTHER_PARTIES = new RegExp(
  [
    String.raw`\b(?:from|by|of)\s+(?:[\w-]+\s+){0,3}?(?:manufacturers|producers|makers|suppliers|vendors|mills)\b`,
    String.raw`\b(?:for|to|serving|serves|supplying|supplies|with)\s+(?:the\s+)?(?:[\w-]+,?\s+){0,4}?(?:manufacturers|producers|industr(?:y|ies)|sectors?|customers|clients|markets|hospitals|retailers|wholesalers|distributors|contractors|builders|utilities|OEMs|companies|businesses)\b`,
    String.raw`\b(?:through|via|by)\s+(?:a\s+|an\s+|its\s+|our\s+|their\s+)?(?:[\w-]+,?\s+){0,5}?(?:dealers?|distributors?|retailers?|wholesalers?|resellers?|agents?|representatives?|stores|channels?|partners?)\b`,
  ].join('|'),
  'gi',
);

export function withoutOtherParties(text: string): string {
  return text.replace(OTHER_PARTIES, (m) => ' '.repeat(m.length));
}

const TOP = 12;
/** Weight of an industry outside the functions a text names. */
export const OUTSIDE = 0.2;
let scratch: Float64Array | null = null;
let postScratch: Float64Array | null = null;
/** BM25 idf under which a word ranks no industry (it is in about an eighth of them or more). */
export const COMMON_IDF = 2;

// "IT" is a stop word to the tokenizer ("it"): spell it out first.
const IT = /\bIT\b/g;

/**
 * Ranks the industries a text names; the sector of its words scales each industry's BM25 score.
 * `functions`: NAICS prefixes of the TP functions the text names (functions.ts); industries
 * outside them weigh a fifth.
 */
export function readText(text: string | readonly string[], index: ClassificationIndex = classificationIndex(), functions: readonly string[] = [], top = TOP, outside = OUTSIDE): Reading {
  // A text, or its terms (textTerms) when the caller has them already.
  const terms = typeof text === 'string' ? textTerms(text, index) : text;
  if (terms.length === 0) return { industries: [], strength: 0 };
  const buffer = (scratch ??= new Float64Array(index.bm25.size));
  const distinct = new Set(terms);
  // Words in most industries ("products", "services", "manufacturing") rank little and cost most:
  // they vote on the sector below, not in the ranking.
  const touched = index.bm25.scoreInto(distinct, buffer, COMMON_IDF, distinct.size < terms.length ? queryWeights(terms) : undefined);
  if (touched.length === 0) return { industries: [], strength: 0 };
  const post = sectorPosterior(distinct, index, (postScratch ??= new Float64Array(index.sectors.length)));
  const inFunction = functions.length === 0 ? null : functionMask(functions, index);
  const named = phrasesNamed(terms, index);
  const namedTouched: number[] = [];
  const publicAdministration = index.sectors.indexOf('92');
  // The best `top` industries, kept in a small sorted array (no sort of every touched document).
  const ranked: { index: number; weight: number }[] = [];
  let strength = 0;
  for (const i of touched) {
    const bm = buffer[i] as number;
    buffer[i] = 0;
    strength = Math.max(strength, bm);
    // Public administration (sector 92) is no business a comparable company can be in.
    if (index.sectorOf[i] === publicAdministration) continue;
    const fn = inFunction === null || inFunction[i] === 1 ? 1 : outside;
    const w = bm * fn * (post[index.sectorOf[i] as number] as number);
    if (named.has(i) && bm * fn > 0) namedTouched.push(i);
    // Outside the functions when they weigh 0 (a label read among makers only).
    if (fn === 0) continue;
    if (ranked.length === top && w <= (ranked[top - 1] as { weight: number }).weight) continue;
    let at = ranked.length;
    while (at > 0 && (ranked[at - 1] as { weight: number }).weight < w) at--;
    ranked.splice(at, 0, { index: i, weight: w });
    if (ranked.length > top) ranked.pop();
  }
  const best = ranked[0]?.weight ?? 0;
  // An industry whose official title or an index phrase the text names (all its distinctive words,
  // close together) ranks with the best, whatever sector the text's other words vote for:
  // "commercial printing of documents, labels and packaging" is commercial printing (323111), not
  // packaging services. With the best, not above it: a text that names a title among other
  // activities ("transportation equipment such as vehicles, aircraft and boats" names "All Other
  // Transportation Equipment Manufacturing") keeps the others.
  for (const i of namedTouched) {
    const at = ranked.findIndex((r) => r.index === i);
    if (at >= 0) ranked.splice(at, 1);
    let k = ranked.length;
    while (k > 0 && (ranked[k - 1] as { weight: number }).weight < best) k--;
    ranked.splice(k, 0, { index: i, weight: best });
  }
  if (best <= 0) return { industries: [], strength };
  // Keep the industries close to the best: a clear text has few, a vague one many.
  const kept = ranked.filter((r) => r.weight >= 0.5 * best);
  return { industries: kept.map((r) => ({ index: r.index, weight: r.weight / best })), strength, top: best };
}

/**
 * BM25's query-term saturation (k3): a word a text repeats ("clothing and clothing accessories") is
 * its subject, and counts a little more than one it says once (twice: 1.43 times, three times 1.67).
 */
const QTF_K3 = 1.5;
function queryWeights(terms: readonly string[]): (term: string) => number {
  const tf = new Map<string, number>();
  for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
  return (t) => {
    const n = tf.get(t) ?? 1;
    return ((QTF_K3 + 1) * n) / (QTF_K3 + n);
  };
}

/** Sector posterior: each word votes for the sectors it belongs to, by how rare it is (the best sector 1). */
function sectorPosterior(distinct: Iterable<string>, index: ClassificationIndex, post: Float64Array): Float64Array {
  post.fill(0);
  for (const t of distinct) {
    const votes = index.sectorVotes(t);
    if (!votes) continue;
    for (let i = 0; i < post.length; i++) post[i] = (post[i] as number) + (votes[i] as number);
  }
  let maxPost = 0;
  for (const p of post) maxPost = Math.max(maxPost, p);
  for (let i = 0; i < post.length; i++) post[i] = maxPost > 0 ? Math.sqrt((post[i] as number) / maxPost) : 1;
  return post;
}

/** The classification terms of a text about the company itself (other parties, ownership words left out). */
export function textTerms(text: string, index: ClassificationIndex = classificationIndex()): string[] {
  return classTerms(withoutOtherParties(text).replace(IT, 'information technology').replace(OWNERSHIP_WORDS, ' '), index.compoundTerms);
}

/** Phrase words may sit this many words apart per phrase word ("agents and brokers arranging sales on commission"). */
const PHRASE_SPAN = 1;

/** Phrase words no text needs to repeat: "Landscaping Services" is named by "landscaping company". */
const GENERIC_PHRASE_TERMS = new Set(classTerms('services products'));

interface PhraseKey {
  readonly industry: number;
  /** The phrase's terms but the generic ones, the rarest first. */
  readonly terms: readonly string[];
}
const phraseKeys = new WeakMap<ClassificationIndex, Map<string, PhraseKey[]>>();

/**
 * Each industry's official title and the NAICS index's activity phrases as their terms
 * ("Commercial Printing (except Screen and Books)" -> commercial, printing; "Bicycle (except
 * motorized) shops" -> bicycl, shop), filed under their rarest term. A phrase of one term is left to
 * BM25 (one word is no phrase). Built once per index.
 */
function phraseIndex(index: ClassificationIndex): Map<string, PhraseKey[]> {
  const cached = phraseKeys.get(index);
  if (cached) return cached;
  const found = new Map<string, PhraseKey[]>();
  for (const p of index.phrases) {
    const terms = p.terms.filter((t) => !GENERIC_PHRASE_TERMS.has(t));
    if (terms.length < 2 || terms.filter((t) => index.bm25.idf(t) >= COMMON_IDF).length < 1) continue;
    terms.sort((a, b) => index.bm25.idf(b) - index.bm25.idf(a));
    const list = found.get(terms[0] as string) ?? [];
    list.push({ industry: p.industry, terms });
    found.set(terms[0] as string, list);
  }
  phraseKeys.set(index, found);
  return found;
}

/** The industries whose title or an index phrase a text names: every distinctive word, within a short span. */
function phrasesNamed(terms: readonly string[], index: ClassificationIndex): Set<number> {
  const out = new Set<number>();
  const keys = phraseIndex(index);
  const positions = new Map<string, number[]>();
  terms.forEach((t, k) => {
    const list = positions.get(t);
    if (list) list.push(k);
    else positions.set(t, [k]);
  });
  for (const [t, at] of positions) {
    for (const key of keys.get(t) ?? []) {
      if (out.has(key.industry) || !key.terms.every((x) => positions.has(x))) continue;
      const span = key.terms.length * (1 + PHRASE_SPAN);
      const near = at.some((p) => key.terms.every((x) => (positions.get(x) as number[]).some((q) => Math.abs(q - p) < span)));
      if (near) out.add(key.industry);
    }
  }
  return out;
}

/** Which industries fall under a set of NAICS prefixes, cached per set. */
const masks = new Map<string, Uint8Array>();
export function functionMask(functions: readonly string[], index: ClassificationIndex): Uint8Array {
  const key = functions.join(',');
  let mask = masks.get(key);
  if (!mask) {
    mask = Uint8Array.from(index.industries, (c) => (functions.some((p) => c.code.startsWith(p)) ? 1 : 0));
    if (masks.size >= 256) masks.clear();
    masks.set(key, mask);
  }
  return mask;
}

/** Below this BM25 strength a text names no known activity ("independent", "listed companies"). */
export const READABLE_STRENGTH = 4;

/** What a criterion is read as: ranked NAICS industries and NACE classes with titles. */
export function readCriterion(criterion: string, functions: readonly string[] = [], index: ClassificationIndex = classificationIndex()): CriterionReading {
  const reading = readText(criterion, index, functions);
  const activities: Activity[] = reading.industries.map((r) => {
    const c = index.industries[r.index] as { code: string; title: string };
    return { scheme: 'naics', code: c.code, title: c.title, score: round(r.weight) };
  });
  activities.push(...naceActivities(criterion, reading, index));
  const sectorTotals = new Map<string, number>();
  for (const r of reading.industries) {
    const s = (index.industries[r.index] as { sector: string }).sector;
    sectorTotals.set(s, (sectorTotals.get(s) ?? 0) + r.weight);
  }
  const sectors = [...sectorTotals].sort((a, b) => b[1] - a[1]).map(([s]) => s);
  return { criterion, activities, sectors, readable: reading.strength >= READABLE_STRENGTH, reading };
}

/**
 * NACE Rev. 2 classes of a reading, through the crosswalk, with NACE's excludes notes respected:
 * when the text names an activity a class excludes ("wholesale of motor vehicles, see 45.1"), the
 * class the note points to replaces it.
 */
export function naceActivities(text: string, reading: Reading, index: ClassificationIndex = classificationIndex()): Activity[] {
  const terms = new Set(classTerms(text));
  const out = new Map<string, number>();
  for (const r of reading.industries.slice(0, 6)) {
    const c = index.industries[r.index] as { code: string };
    for (const nace of index.naceFor(c.code)) {
      const excluded = index.naceExclusions(nace).find((x) => x.terms.length > 0 && x.terms.every((t) => terms.has(t)));
      const code = excluded ? excluded.target : nace;
      out.set(code, Math.max(out.get(code) ?? 0, r.weight));
    }
  }
  return [...out]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([code, w]) => ({ scheme: 'nace' as const, code, title: index.naceTitle(code) ?? code, score: round(w) }));
}

// Weight of agreement at each level of the NAICS hierarchy: sector, 3, 4, 5 and 6 digits.
const LEVELS: readonly { readonly key: (code: string, sector: string) => string; readonly weight: number }[] = [
  { key: (_c, s) => s, weight: 0.35 },
  { key: (c) => c.slice(0, 3), weight: 0.25 },
  { key: (c) => c.slice(0, 4), weight: 0.2 },
  { key: (c) => c.slice(0, 5), weight: 0.1 },
  { key: (c) => c, weight: 0.1 },
];

/** A weighted set of industries as node weights per hierarchy level (weights sum to 1). */
export interface Profile {
  readonly levels: readonly ReadonlyMap<string, number>[];
  readonly self: number;
  /** The largest contribution any one of its own industries gets (coverage is relative to it). */
  readonly peak: number;
}

export function profileOf(industries: readonly { readonly index: number; readonly weight: number }[], index: ClassificationIndex = classificationIndex()): Profile {
  const total = industries.reduce((a, r) => a + r.weight, 0);
  const levels = LEVELS.map(() => new Map<string, number>());
  if (total > 0) {
    for (const r of industries) {
      const c = index.industries[r.index] as { code: string; sector: string };
      LEVELS.forEach((l, i) => {
        const m = levels[i] as Map<string, number>;
        const k = l.key(c.code, c.sector);
        m.set(k, (m.get(k) ?? 0) + r.weight / total);
      });
    }
  }
  const partial = { levels, self: dot(levels, levels), peak: 1 };
  let peak = 0;
  for (const r of industries) {
    const c = index.industries[r.index] as { code: string; sector: string };
    peak = Math.max(peak, contribution(partial, c.code, c.sector));
  }
  return { ...partial, peak: peak || 1 };
}

/**
 * How much of a company's activity falls within a criterion (0..1): each activity counts by its
 * squared weight (the main activities dominate), and by how close it sits to the criterion's own
 * industries along the hierarchy (an industry the criterion names 1, another of its sector less).
 */
export function coverage(criterion: Profile, activities: readonly { readonly code: string; readonly sector: string; readonly weight: number }[]): number {
  let total = 0;
  let within = 0;
  for (const a of activities) {
    const w = a.weight * a.weight;
    total += w;
    within += w * Math.min(1, contribution(criterion, a.code, a.sector) / criterion.peak);
  }
  return total > 0 ? within / total : 0;
}

function dot(a: readonly ReadonlyMap<string, number>[], b: readonly ReadonlyMap<string, number>[]): number {
  let sum = 0;
  LEVELS.forEach((l, i) => {
    const x = a[i] as ReadonlyMap<string, number>;
    const y = b[i] as ReadonlyMap<string, number>;
    for (const [k, v] of x) {
      const w = y.get(k);
      if (w) sum += l.weight * v * w;
    }
  });
  return sum;
}

/** How far two readings agree along the hierarchy (cosine of the level-weighted node vectors, 0..1). */
export function similarity(a: Profile, b: Profile): number {
  if (a.self === 0 || b.self === 0) return 0;
  return dot(a.levels, b.levels) / Math.sqrt(a.self * b.self);
}

/** Contribution of one industry of b to its similarity with a (for choosing the sentences to cite). */
export function contribution(a: Profile, code: string, sector: string): number {
  let sum = 0;
  LEVELS.forEach((l, i) => (sum += l.weight * ((a.levels[i] as ReadonlyMap<string, number>).get(l.key(code, sector)) ?? 0)));
  return sum;
}

const round = (x: number) => Math.round(x * 100) / 100;
