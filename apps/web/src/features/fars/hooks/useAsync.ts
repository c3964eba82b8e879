// Loads data for a page: keeps the last answer on screen while a newer request runs, ignores
// answers that arrive out of order (fast typing in a search box), and can be reloaded.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncState<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  error: unknown;
  /** True while a request runs over data already shown. */
  isRefreshing: boolean;
  reload: () => void;
}

export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [state, setState] = useState<Omit<AsyncState<T>, 'reload'>>({
    status: 'loading',
    data: undefined,
    error: undefined,
    isRefreshing: false,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    setState((s) =>
      s.data === undefined ? { status: 'loading', data: undefined, error: undefined, isRefreshing: false } : { ...s, isRefreshing: true },
    );
    load().then(
      (data) => {
        if (request === latest.current) setState({ status: 'ready', data, error: undefined, isRefreshing: false });
      },
      (error: unknown) => {
        if (request === latest.current) setState({ status: 'error', data: undefined, error, isRefreshing: false });
      },
    );
    // `load` is recreated each render; `deps` say when to call it again.
  }, [...deps, attempt]);

  const reload = useCallback(() => {
    setState((s) => ({ ...s, status: s.data === undefined ? 'loading' : s.status }));
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload };
}

/** The value, once it has stopped changing for `delay` ms (search boxes). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
