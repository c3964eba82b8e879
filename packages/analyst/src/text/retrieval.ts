/**
 * BM25 retrieval of sentences (MiniSearch, BM25+ scoring) with a light English stemmer, used to
 * find the evidence sentences for a criterion and to rank evidence for LLM prompts.
 */
import MiniSearch from 'minisearch';
import type { Sentence } from './sentences.ts';

export const STOPWORDS = new Set(
  'a an and are as at be been by for from has have in into is it its of on or that the their them they this to was were which with will would who whose our we us if than then there these those such other also any all can may not no do does did company companies companys firm business businesses involved including include includes activity activities e g i e etc'.split(' '),
);

/** Lower case, strip possessives and common suffixes (plural, -ing, -ed, -ion stays). */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 5 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('es') && /(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 6 && w.endsWith('er')) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9][a-z0-9&+-]*/g) ?? [];
}

/** Content terms of a query (stemmed, no stop words), deduplicated. */
export function contentTerms(text: string): string[] {
  return [...new Set(tokenize(text).filter((t) => !STOPWORDS.has(t) && t.length > 1).map(stem))];
}

export interface Hit {
  readonly sentence: Sentence & { readonly sourceId: string };
  readonly score: number;
  /** Share of the query's content terms the sentence contains. */
  readonly coverage: number;
}

export interface SentenceIndex {
  search(query: string, k?: number): Hit[];
}

/** Builds a BM25 index over sentences tagged with their source id. */
export function buildSentenceIndex(sentences: readonly (Sentence & { readonly sourceId: string })[]): SentenceIndex {
  const ms = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    storeFields: [],
    processTerm: (term) => {
      const t = term.toLowerCase();
      return STOPWORDS.has(t) ? null : stem(t);
    },
  });
  ms.addAll(sentences.map((s, id) => ({ id, text: s.text })));
  return {
    search(query, k = 5) {
      const terms = contentTerms(query);
      if (terms.length === 0) return [];
      return ms
        .search(query, { combineWith: 'OR' })
        .slice(0, k)
        .map((r) => {
          const sentence = sentences[r.id as number] as Sentence & { sourceId: string };
          const matched = new Set(r.terms.map((t) => stem(t)));
          return { sentence, score: r.score, coverage: terms.filter((t) => matched.has(t)).length / terms.length };
        });
    },
  };
}
