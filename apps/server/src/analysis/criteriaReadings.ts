// Use cases: what each criterion is read as (classification codes and titles, ADR 0017/0023), a
// search of the classification index to add a code, and the check of the readings a person
// adjusted before they are saved with a criteria version (decisions/criteria.ts).
import { explainCriterion, knownCode, searchClassifications, type ClassificationHit } from '@quartile/analyst';
import type { Criteria } from '@quartile/analyst';
import { ValidationError } from '../errors.ts';

export interface ClassifiedActivityInput {
  readonly scheme: 'naics' | 'nace' | 'sic';
  readonly code: string;
  readonly title?: string;
  readonly score?: number;
}

export interface ReadingInput {
  readonly criterion: string;
  readonly activities: readonly ClassifiedActivityInput[];
}

export interface StoredReading {
  readonly criterion: string;
  readonly activities: { scheme: 'naics' | 'nace' | 'sic'; code: string; title: string; score: number }[];
}

export const UNKNOWN_CODE = (scheme: string, code: string) => `${scheme.toUpperCase()} ${code} is not a code of the classification.`;
export const READING_WITHOUT_CRITERION = (criterion: string) => `The reading of "${criterion}" names no criterion in the list; save the criterion with it.`;

/**
 * The adjusted readings, checked and written from the classification (titles from the index, codes
 * it knows, each criterion once, scores 0..1). A reading without codes is dropped: the criterion is
 * read from its words again. Throws a ValidationError naming the first problem; changes nothing.
 */
export function normalizeReadings(readings: readonly ReadingInput[] | undefined, criteria: { accept: readonly string[]; reject: readonly string[] }): StoredReading[] {
  const listed = new Set([...criteria.accept, ...criteria.reject]);
  const out = new Map<string, StoredReading>();
  for (const reading of readings ?? []) {
    const criterion = reading.criterion.trim();
    if (!listed.has(criterion)) throw new ValidationError(READING_WITHOUT_CRITERION(criterion), { readings: [READING_WITHOUT_CRITERION(criterion)] });
    const activities: StoredReading['activities'] = [];
    const seen = new Set<string>();
    for (const a of reading.activities) {
      const code = a.code.trim();
      const title = knownCode(a.scheme, code);
      if (!title) throw new ValidationError(UNKNOWN_CODE(a.scheme, code), { readings: [UNKNOWN_CODE(a.scheme, code)] });
      const key = `${a.scheme}:${code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      activities.push({ scheme: a.scheme, code, title, score: Math.min(1, Math.max(0, a.score ?? 1)) });
    }
    if (activities.length > 0) out.set(criterion, { criterion, activities });
  }
  return [...out.values()];
}

/** What each criterion is read as, accept criteria first (an adjusted reading wins). Stores nothing. */
export function readCriteria(input: Criteria) {
  const criteria = { accept: input.accept.map((c) => c.trim()).filter(Boolean), reject: input.reject.map((c) => c.trim()).filter(Boolean) };
  const readings = normalizeReadings(input.readings, criteria);
  const byCriterion = new Map(readings.map((r) => [r.criterion, r]));
  const read = (type: 'accept' | 'reject') => (criterion: string) => {
    const reading = explainCriterion(criterion, byCriterion.get(criterion));
    return { criterion, type, activities: reading.activities.map((a) => ({ scheme: a.scheme, code: a.code, title: a.title, score: a.score })), source: reading.source };
  };
  return { readings: [...criteria.accept.map(read('accept')), ...criteria.reject.map(read('reject'))] };
}

export function searchClassificationIndex(query: string, limit = 20): { hits: ClassificationHit[] } {
  return { hits: searchClassifications(query, limit) };
}
