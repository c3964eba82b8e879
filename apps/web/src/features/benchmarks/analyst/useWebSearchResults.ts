// What the latest web search found per company (the reason behind each website's label, the pages
// read), for the Web Search tab. Read again when the open run finishes a company (at most once a
// second, as companies end in bursts) and when the run ends.
import type { WebSearchResult } from '@quartile/api';
import { useEffect } from 'react';
import { api } from '../../../shared/api/client.ts';
import { useAsync } from '../hooks/useAsync.ts';
import type { Runs } from './useRuns.ts';

const RELOAD_AFTER_MS = 1000;

export function useWebSearchResults(benchmarkId: string, runs: Pick<Runs, 'listen'>): readonly WebSearchResult[] {
  const results = useAsync(() => api.listWebSearchResults(benchmarkId), [benchmarkId]);
  const { reload } = results;
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
  // Without them the tab still shows every label; the reasons come with the next answer.
  return results.data ?? [];
}
