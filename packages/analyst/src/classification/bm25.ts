/**
 * A small BM25 index over weighted term bags (one document per classification code). Postings are
 * flat arrays so a query costs one pass over the postings of its terms.
 */

export interface Bm25Options {
  readonly k1?: number;
  readonly b?: number;
}

export interface Bm25Index {
  readonly size: number;
  /** Scores of every document sharing a term with the query (document index -> score). */
  score(terms: readonly string[]): Map<number, number>;
  /**
   * The same into a caller's buffer (length size, all zero on entry); returns the documents
   * touched. The caller resets buffer[d] = 0 for them when done (no allocation per query).
   * queryWeight: a factor per query term (how much the query stresses it), 1 when absent.
   */
  scoreInto(terms: Iterable<string>, buffer: Float64Array, minIdf?: number, queryWeight?: (term: string) => number): number[];
  idf(term: string): number;
}

/** docs: per document, term -> weighted frequency. */
export function buildBm25(docs: readonly ReadonlyMap<string, number>[], options: Bm25Options = {}): Bm25Index {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.5;
  const lengths = docs.map((d) => [...d.values()].reduce((a, x) => a + x, 0));
  const avg = lengths.reduce((a, x) => a + x, 0) / Math.max(1, docs.length);
  const postings = new Map<string, { doc: number[]; weight: number[] }>();
  docs.forEach((d, i) => {
    const norm = k1 * (1 - b + (b * (lengths[i] as number)) / avg);
    for (const [term, tf] of d) {
      let p = postings.get(term);
      if (!p) postings.set(term, (p = { doc: [], weight: [] }));
      p.doc.push(i);
      p.weight.push((tf * (k1 + 1)) / (tf + norm));
    }
  });
  const idfs = new Map<string, number>();
  for (const [term, p] of postings) idfs.set(term, Math.log(1 + (docs.length - p.doc.length + 0.5) / (p.doc.length + 0.5)));
  return {
    size: docs.length,
    idf: (term) => idfs.get(term) ?? 0,
    scoreInto(terms, buffer, minIdf = 0, queryWeight) {
      const touched: number[] = [];
      for (const term of terms) {
        const p = postings.get(term);
        if (!p) continue;
        const idf = idfs.get(term) as number;
        if (idf < minIdf) continue;
        const q = queryWeight ? idf * queryWeight(term) : idf;
        for (let j = 0; j < p.doc.length; j++) {
          const d = p.doc[j] as number;
          if (buffer[d] === 0) touched.push(d);
          buffer[d] = (buffer[d] as number) + q * (p.weight[j] as number);
        }
      }
      return touched;
    },
    score(terms) {
      const out = new Map<number, number>();
      for (const term of new Set(terms)) {
        const p = postings.get(term);
        if (!p) continue;
        const idf = idfs.get(term) as number;
        for (let j = 0; j < p.doc.length; j++) {
          const d = p.doc[j] as number;
          out.set(d, (out.get(d) ?? 0) + idf * (p.weight[j] as number));
        }
      }
      return out;
    },
  };
}
