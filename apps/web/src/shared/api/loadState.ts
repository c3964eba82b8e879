// What a data fragment shows for a query: the design system's fragments take 'loading' | 'ready' |
// 'error' and an isRefreshing flag, not TanStack Query's status names.
export type LoadState = 'loading' | 'ready' | 'error';

interface QueryLike {
  status: 'pending' | 'success' | 'error';
  isFetching: boolean;
  data: unknown;
}

export function loadStateOf(query: QueryLike): LoadState {
  // A first load, or "Try again" after a failed one, shows the loading state.
  if (query.isFetching && query.data === undefined) return 'loading';
  if (query.status === 'error') return 'error';
  return query.status === 'success' ? 'ready' : 'loading';
}

/** True while a request runs over data already on screen (a newer search, a refetch). */
export const isRefreshing = (query: QueryLike): boolean => query.isFetching && query.data !== undefined;

/** The same query as the Dashboard and Settings fragments take it (`Loadable<T>`). */
export type Loadable<T> = { status: 'loading' } | { status: 'error'; message?: string } | { status: 'success'; data: T };

export function loadableOf<T>(query: { status: QueryLike['status']; isFetching: boolean; data: T | undefined; error: unknown }): Loadable<T> {
  const state = loadStateOf(query);
  if (state === 'ready' && query.data !== undefined) return { status: 'success', data: query.data };
  if (state === 'error') return { status: 'error', ...(query.error instanceof Error ? { message: query.error.message } : {}) };
  return { status: 'loading' };
}
