/**
 * Pluggable search for a missing website or annual report. The default `none` provider finds
 * nothing (offline); a real one (a search API, a company registry) implements the same interface.
 */
export interface SearchQuery {
  readonly name: string;
  readonly country?: string | null;
  readonly kind: 'website' | 'annual_report';
}

export interface SearchHit {
  readonly url: string;
  readonly title?: string;
  /** 0..1: how sure the provider is that the hit belongs to the company. */
  readonly confidence: number;
}

export interface SearchProvider {
  readonly name: string;
  search(query: SearchQuery, options?: { signal?: AbortSignal }): Promise<readonly SearchHit[]>;
}

export const noneSearchProvider: SearchProvider = {
  name: 'none',
  async search() {
    return [];
  },
};
