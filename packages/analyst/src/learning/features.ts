/**
 * What a company looks like to the decision model: two sparse bags of weighted features.
 * - text: stemmed content terms of its sources (retrieval.ts's tokenizer, stop words and stemmer),
 *   the opening of each source counted double (it says what the business is), the company's own
 *   name left out (it matches no other company); sublinear term frequency, IDF applied by the model.
 * - reading: what the analysis read the company as, when there is an analysis: its TNMM core
 *   function, its tags and its industry activities (each code with its parents, so NAICS 423830
 *   and 423840 share "naics:4238" and "naics:423"), weighted by the activity's score.
 * The analysis' decision itself is not a feature: the model weighs it separately (model.ts).
 */
import { STOPWORDS, stem, tokenize } from '../text/retrieval.ts';
import type { AnalysisResult, Source } from '../types.ts';
import { isOwnWords } from '../sources/databaseRecord.ts';

/** Characters read per source: a long website or annual report adds little after its opening pages. */
const MAX_CHARS_PER_SOURCE = 20_000;
/** The opening of a source (about its first two sentences) counts double. */
const OPENING_CHARS = 300;

export type Bag = Map<string, number>;

const stemCache = new Map<string, string>();
function cachedStem(token: string): string {
  let s = stemCache.get(token);
  if (s === undefined) {
    s = stem(token);
    if (stemCache.size > 200_000) stemCache.clear();
    stemCache.set(token, s);
  }
  return s;
}

/** Stemmed content terms of a text (stop words, one-letter tokens and pure numbers dropped). */
export function textTerms(text: string): string[] {
  const out: string[] = [];
  for (const t of tokenize(text)) {
    if (t.length < 2 || STOPWORDS.has(t) || /^[0-9]/.test(t)) continue;
    out.push(cachedStem(t));
  }
  return out;
}

/** Raw term counts of a company's sources (opening doubled, own name left out). */
export function termCounts(sources: readonly Source[], companyName: string): Bag {
  const own = new Set(textTerms(companyName));
  const counts: Bag = new Map();
  const add = (text: string, weight: number) => {
    for (const t of textTerms(text)) if (!own.has(t)) counts.set(t, (counts.get(t) ?? 0) + weight);
  };
  for (const source of sources) {
    // The database record's field lines are not the company's words (evidence.ts: isOwnWords).
    if (!isOwnWords(source)) continue;
    const text = source.text.length > MAX_CHARS_PER_SOURCE ? source.text.slice(0, MAX_CHARS_PER_SOURCE) : source.text;
    const cut = text.indexOf(' ', OPENING_CHARS);
    const opening = cut < 0 ? text : text.slice(0, cut);
    add(opening, 2);
    add(text.slice(opening.length), 1);
  }
  // Sublinear: a word said ten times is not ten times as telling.
  for (const [t, n] of counts) counts.set(t, 1 + Math.log(n));
  return counts;
}

/** The analysis' reading of the company as features (empty without an analysis). */
export function readingFeatures(analysis: AnalysisResult | null | undefined): Bag {
  const bag: Bag = new Map();
  if (!analysis) return bag;
  const add = (k: string, w: number) => bag.set(k, Math.max(bag.get(k) ?? 0, w));
  if (analysis.core_function) add(`function:${analysis.core_function}`, 1);
  for (const tag of analysis.tags) add(`tag:${tag}`, 0.5);
  const activities = analysis.activities ?? [];
  const top = Math.max(1e-9, ...activities.map((a) => a.score));
  for (const a of activities.slice(0, 5)) {
    const w = Math.max(0, a.score) / top;
    const code = a.code.replace(/[^0-9A-Za-z]/g, '');
    // The code and its parents down to two characters (sector / division).
    for (let n = code.length; n >= 2; n--) add(`${a.scheme}:${code.slice(0, n)}`, w * (0.5 + (0.5 * n) / code.length));
  }
  return bag;
}

/** Scales a bag to unit length (in place); returns it. */
export function normalize(bag: Bag): Bag {
  let sum = 0;
  for (const w of bag.values()) sum += w * w;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (const [k, w] of bag) bag.set(k, w / norm);
  return bag;
}
