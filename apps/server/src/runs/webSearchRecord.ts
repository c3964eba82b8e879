// What reading a company's website found, as kept on the job item that read it (ADR 0009). One
// shape, built here, whether a web search read the website or an analysis read it itself (no web
// search had stored its pages): webSearchResults.ts reads both back for the Web Search tab.
import type { GatherResult } from '@quartile/analyst';
import type { UrlIssue, WebSearchRobots } from '@quartile/api';

// Type aliases, not interfaces: a job item's `result` is a Record<string, unknown>.
export type StoredWebSearchPage = {
  url: string;
  ok: boolean;
  status: number | null;
  issue: UrlIssue | null;
  detail: string;
  /** The page's `sources.id`; null when it was not read (or, in old rows, absent). */
  source_id?: string | null;
};

export type StoredWebSearch = {
  url: string | null;
  final_url: string | null;
  issue: UrlIssue | null;
  detail: string;
  robots: WebSearchRobots;
  pages: StoredWebSearchPage[];
  disallowed: string[];
  /** The company's source references this reading wrote. */
  source_ids: string[];
};

/** An analysis item keeps the record beside its analysis, under this key of its `result`. */
export const ANALYSIS_WEB_SEARCH_KEY = 'web_search';

/**
 * The record of one website reading. `ids` maps the analyst's working source ids to the stored
 * `sources.id`s (storeSources), so each page read opens in its stored text; the working id is not kept.
 */
export function webSearchRecord(website: GatherResult, ids: ReadonlyMap<string, string>, sourceIds: readonly string[]): StoredWebSearch {
  return {
    url: website.url,
    final_url: website.final_url,
    issue: website.issue,
    detail: website.detail,
    robots: website.robots,
    pages: website.pages.map((page) => ({ ...page, source_id: page.source_id ? (ids.get(page.source_id) ?? null) : null })),
    disallowed: [...website.disallowed],
    source_ids: [...sourceIds],
  };
}
