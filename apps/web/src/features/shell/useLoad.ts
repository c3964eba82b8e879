import type { Loadable } from '@quartile/ui/fragments/Dashboard';
import { useCallback, useEffect, useState } from 'react';

/** Loads once (and again on `reload`); `enabled: false` skips the call and reports `fallback`. */
export function useLoad<T>(load: () => Promise<T>, options: { enabled?: boolean; fallback?: T } = {}) {
  const { enabled = true, fallback } = options;
  const [state, setState] = useState<Loadable<T>>(enabled || fallback === undefined ? { status: 'loading' } : { status: 'success', data: fallback });
  const [attempt, setAttempt] = useState(0);
  const [loader] = useState(() => load);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loader().then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => live && setState({ status: 'error', ...(error instanceof Error ? { message: error.message } : {}) }),
    );
    return () => {
      live = false;
    };
  }, [attempt, enabled, loader]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, setState, reload };
}
