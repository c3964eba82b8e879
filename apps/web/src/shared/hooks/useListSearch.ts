// A server-searched, paginated list keeps its place in the URL (?q= and ?page=), so reload and back
// return to it: the search box's text, the debounced search the server is asked for, the page.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './useDebouncedValue.ts';

export interface ListSearch {
  /** The URL's search parameters (a page's own ones too, e.g. ?sort=). */
  params: URLSearchParams;
  /** What the search box shows. */
  search: string;
  setSearch: (search: string) => void;
  /** The trimmed search, once typing pauses: what the server is asked for ('' for none). */
  query: string;
  page: number;
  setPage: (page: number) => void;
  /** Sets parameters, or removes them (null), in one history entry. */
  updateParams: (changes: Readonly<Record<string, string | null>>) => void;
}

/** The URL's search parameters with `changes` applied: a value sets its parameter, null removes it. */
export function withParams(old: URLSearchParams, changes: Readonly<Record<string, string | null>>): URLSearchParams {
  const next = new URLSearchParams(old);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export function useListSearch(): ListSearch {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const query = useDebouncedValue(search.trim(), 300);
  const page = Math.max(1, Number(params.get('page')) || 1);

  useEffect(() => {
    // The page stays mounted while the next (lazily loaded) page opens; a late debounced search
    // must not write its ?q= onto that page's URL.
    if (window.location.pathname !== pathname) return;
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (query) next.set('q', query);
        else next.delete('q');
        // Another search starts on its first page.
        if (query !== (old.get('q') ?? '')) next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [query, setParams, pathname]);

  const updateParams = useCallback(
    (changes: Readonly<Record<string, string | null>>) => setParams((old) => withParams(old, changes)),
    [setParams],
  );
  const setPage = useCallback((next: number) => updateParams({ page: next > 1 ? String(next) : null }), [updateParams]);

  return { params, search, setSearch, query, page, setPage, updateParams };
}
