// What the latest web search found per company (the reason behind each website's label, the pages
// read), for the Web Search tab. Read again when the open run finishes a company (at most once a
// second, as companies end in bursts) and when the run ends.
import type { WebSearchResult } from '@quartile/api';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { useAsync } from '../hooks/useAsync.ts';
import type { Runs } from './useRuns.ts';

const RELOAD_AFTER_MS = 1000;

export interface WebSearchResults {
  /** Empty until loaded, and while the last load failed. */
  results: readonly WebSearchResult[];
  /** The last load failed (a network error, a 500): the tab says so; the labels still show. */
  failed: boolean;
  /** A retry after a failure is on its way. */
  isRetrying: boolean;
  reload: () => void;
}

export function useWebSearchResults(benchmarkId: string, runs: Pick<Runs, 'listen'>): WebSearchResults {
  const answer = useAsync(() => api.listWebSearchResults(benchmarkId), [benchmarkId]);
  const { reload, status } = answer;
  const { listen } = runs;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        reload();
      }, RELOAD_AFTER_MS);
    };
    const stop = listen({ onCompany: soon, onDone: reload });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [listen, reload]);

  // A retry starts over at 'loading' (no data to keep): the failure stays said until it is answered,
  // so the notice does not blink away and back. Derived while rendering, React's documented way.
  const [failed, setFailed] = useState(false);
  if (status === 'error' && !failed) setFailed(true);
  if (status === 'ready' && failed) setFailed(false);
  return { results: answer.data ?? [], failed, isRetrying: failed && status === 'loading', reload };
}
