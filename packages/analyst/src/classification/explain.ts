/**
 * What the criteria editor shows and lets a person adjust (ADR 0023): each criterion read as the
 * local provider reads it (classification codes and titles), and a search of the classification
 * index to add a code. The reading is the one `criterionProfile` (match.ts) uses, with the same
 * function words, so what a person sees is what the analysis uses.
 */
import { criterionConcepts } from '../analysis/evidence.ts';
import type { ClassifiedActivity, CriterionReadingOverride } from '../types.ts';
import { classificationIndex, sectorOf } from './classificationIndex.ts';
import { functionPrefixes } from './functions.ts';
import { readCriterion } from './read.ts';
import { classTerms } from './terms.ts';

export interface ExplainedReading {
  readonly criterion: string;
  /** The activities the analysis reads the criterion as: NAICS 2022 first, then NACE Rev. 2. */
  readonly activities: readonly ClassifiedActivity[];
  /**
   * text: read from the criterion's words; function: a bare function word ("Manufacturers") covers
   * the whole function's sectors; adjusted: a person's reading saved with the criteria; none: no
   * activity the classifications know (the lexicon alone reads it).
   */
  readonly source: 'text' | 'function' | 'adjusted' | 'none';
}

const round = (x: number) => Math.round(x * 100) / 100;

/** Title of a NAICS code of any level, or of a NACE code. */
function titleOf(scheme: ClassifiedActivity['scheme'], code: string): string | null {
  const index = classificationIndex();
  if (scheme === 'naics') return index.naicsTitle(code) ?? (code.length === 2 ? index.naicsTitle(sectorOf(code)) : null);
  if (scheme === 'nace') return index.naceTitle(code);
  return index.sicTitle(code);
}

/** The reading of one criterion, or the adjusted one when `override` has activities. */
export function explainCriterion(criterion: string, override?: CriterionReadingOverride): ExplainedReading {
  if (override && override.activities.length > 0) return { criterion, activities: override.activities, source: 'adjusted' };
  const functions = functionPrefixes(criterionConcepts(criterion));
  const reading = readCriterion(criterion, functions);
  if (reading.readable && reading.activities.length > 0) return { criterion, activities: reading.activities, source: 'text' };
  if (functions.length > 0) {
    const activities = functions.map((code) => ({ scheme: 'naics' as const, code, title: titleOf('naics', code) ?? `NAICS ${code}`, score: 1 }));
    return { criterion, activities, source: 'function' };
  }
  return { criterion, activities: [], source: 'none' };
}

export interface ClassificationHit extends ClassifiedActivity {
  /** The code's sector group ('31-33' manufacturing, '42' wholesale, ...) for NAICS; null for NACE. */
  readonly sector: string | null;
}

const CODE = /^\s*(\d{2}(?:[.\d]{0,6}))\s*$/;

/**
 * Codes that a query names: a code or code prefix ("4238", "46.69") finds those codes by number;
 * words rank the NAICS 2022 industries by BM25 over their titles, descriptions and index entries,
 * each with its NACE Rev. 2 classes after it. At most `limit` hits.
 */
export function searchClassifications(query: string, limit = 20): ClassificationHit[] {
  const index = classificationIndex();
  const q = query.trim();
  if (q === '') return [];
  const code = CODE.exec(q)?.[1];
  if (code) {
    const hits: ClassificationHit[] = [];
    const digits = code.replace(/\D/g, '');
    const naicsCodes = new Set<string>();
    for (const c of index.industries) {
      if (!c.code.startsWith(digits)) continue;
      for (let n = digits.length; n <= 6; n++) naicsCodes.add(c.code.slice(0, n));
    }
    for (const c of [...naicsCodes].sort((a, b) => a.length - b.length || a.localeCompare(b))) {
      const title = titleOf('naics', c);
      if (title) hits.push({ scheme: 'naics', code: c, title, score: 1, sector: sectorOf(c) });
      if (hits.length >= limit) return hits;
    }
    const nace = digits.length <= 2 ? digits : `${digits.slice(0, 2)}.${digits.slice(2, 4)}`;
    const group = index.naceTitle(nace);
    if (group && !naceCodes().includes(nace)) hits.push({ scheme: 'nace', code: nace, title: group, score: 1, sector: null });
    for (const n of naceCodes()) {
      if (!n.startsWith(nace)) continue;
      hits.push({ scheme: 'nace', code: n, title: index.naceTitle(n) ?? n, score: 1, sector: null });
      if (hits.length >= limit) break;
    }
    return hits;
  }
  const terms = [...new Set(classTerms(q))];
  if (terms.length === 0) return [];
  const scores = index.bm25.score(terms);
  const ranked = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const best = ranked[0]?.[1] ?? 0;
  const hits: ClassificationHit[] = [];
  const seenNace = new Set<string>();
  for (const [i, score] of ranked) {
    if (hits.length >= limit) break;
    const c = index.industries[i];
    if (!c) continue;
    hits.push({ scheme: 'naics', code: c.code, title: c.title, score: round(score / best), sector: c.sector });
    for (const n of index.naceFor(c.code)) {
      if (seenNace.has(n) || hits.length >= limit) continue;
      seenNace.add(n);
      hits.push({ scheme: 'nace', code: n, title: index.naceTitle(n) ?? n, score: round(score / best), sector: null });
    }
  }
  return hits;
}

let naceList: string[] | null = null;
function naceCodes(): string[] {
  if (naceList) return naceList;
  const index = classificationIndex();
  const all = new Set<string>();
  for (const c of index.industries) for (const n of index.naceFor(c.code)) all.add(n);
  return (naceList = [...all].sort());
}

/** True when the classifications know this code (a person may only add codes that exist). */
export function knownCode(scheme: ClassifiedActivity['scheme'], code: string): string | null {
  return titleOf(scheme, code.trim());
}
