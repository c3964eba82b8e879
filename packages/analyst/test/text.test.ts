import { describe, expect, it } from 'vitest';
import { buildSentenceIndex, splitSentences } from '../src/index.ts';
import { sp500Row, tenKRows } from './helpers.ts';

describe('splitSentences', () => {
  it('keeps every sentence a verbatim slice of real 10-K text', () => {
    for (const row of tenKRows().slice(0, 20)) {
      const text = row.item_1 ?? '';
      const sentences = splitSentences(text);
      expect(sentences.length).toBeGreaterThan(3);
      for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
    }
  });
  it('handles abbreviations, initials, decimals and glued Wikipedia sentences', () => {
    const text = sp500Row('MMM').description ?? '';
    const s = splitSentences(text).map((x) => x.text);
    expect(s[0]).toBe('The 3M Company is an American multinational conglomerate corporation operating in the fields of industry, worker safety, US health care, and consumer goods.');
    expect(s.some((x) => x.startsWith('In 2016, a complaint was filed'))).toBe(true);
    const t = splitSentences('C.H. Robinson is a U.S. provider of 3PL. Revenue grew 3.5% in 2019.The firm has 1,000 staff. Acme Inc. sells parts.');
    expect(t.map((x) => x.text)).toEqual(['C.H. Robinson is a U.S. provider of 3PL.', 'Revenue grew 3.5% in 2019.', 'The firm has 1,000 staff.', 'Acme Inc. sells parts.']);
  });
});

describe('BM25 retrieval', () => {
  it('finds the sentences of a 10-K about a criterion', () => {
    const row = tenKRows().find((r) => r.sic === '2844');
    const text = row?.item_1 ?? '';
    const sentences = splitSentences(text).map((s) => ({ ...s, sourceId: 'ar' }));
    const hits = buildSentenceIndex(sentences).search('manufacturing of skin care, makeup and fragrance products', 3);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]?.sentence.text).toMatch(/skin care|makeup|fragrance/i);
    expect(text.includes(hits[0]?.sentence.text ?? '@@')).toBe(true);
  });
});
