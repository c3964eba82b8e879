// What the latest web search found per company (the reason behind each website's label, the pages
// read), for the Web Search tab. The open run invalidates it as it finishes companies (at most once
// a second) and when it ends (api/runs.ts).
import type { WebSearchResult } from '@quartile/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { webSearchResultsQuery } from '../api/analyst.ts';

export interface WebSearchResults {
  /** Empty until loaded, and while the last load failed. */
  results: readonly WebSearchResult[];
  /** The last load failed (a network error, a 500): the tab says so; the labels still show. */
  failed: boolean;
  /** A retry after a failure is on its way. */
  isRetrying: boolean;
  refetch: () => void;
}

export function useWebSearchResults(benchmarkId: string): WebSearchResults {
  const answer = useQuery(webSearchResultsQuery(benchmarkId));
  const status = loadStateOf(answer);
  const refetch = () => void answer.refetch();

  // A retry starts over at 'loading' (no data to keep): the failure stays said until it is answered,
  // so the notice does not blink away and back. Derived while rendering, React's documented way.
  const [failed, setFailed] = useState(false);
  if (status === 'error' && !failed) setFailed(true);
  if (status === 'ready' && failed) setFailed(false);
  return { results: status === 'error' ? [] : (answer.data ?? []), failed, isRetrying: failed && status === 'loading', refetch };
}
