// The benchmark's companies for Human Review, kept current: one company is replaced when a write
// answers it or when a colleague's change arrives (live), everything reloads after a reconnect.
import type { BenchmarkChange, Company } from '@quartile/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { useBenchmarkChanges } from './useBenchmarkChanges.ts';

const TAKEN_OUT = /^(export|evidence)\./;

export interface ReviewCompanies {
  status: 'loading' | 'ready' | 'error';
  companies: Company[];
  reload: () => void;
  /** Puts the company answered by a write in place. */
  replace: (company: Company) => void;
  /** Fetches one company again (after a refused write). */
  refresh: (id: string) => Promise<Company | null>;
  /** The last change a colleague made, per company id (to say so on the panel). */
  lastChangeBy: Readonly<Record<string, BenchmarkChange>>;
  /** Grows with every burst of live changes (timelines reload on it). */
  changeCount: number;
}

export function useReviewCompanies(benchmarkId: string, userId: string | null, onBenchmarkChange: () => void): ReviewCompanies {
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [companies, setCompanies] = useState<Company[]>([]);
  const [lastChangeBy, setLastChangeBy] = useState<Record<string, BenchmarkChange>>({});
  const [attempt, setAttempt] = useState(0);
  const [changeCount, setChangeCount] = useState(0);
  const onBenchmark = useRef(onBenchmarkChange);
  onBenchmark.current = onBenchmarkChange;

  useEffect(() => {
    let live = true;
    api.getCompanies(benchmarkId).then(
      (list) => {
        if (!live) return;
        setCompanies(list);
        setStatus('ready');
      },
      () => live && setStatus((s) => (s === 'ready' ? s : 'error')),
    );
    return () => {
      live = false;
    };
  }, [benchmarkId, attempt]);

  const replace = useCallback((company: Company) => {
    setCompanies((list) => {
      const at = list.findIndex((c) => c.id === company.id);
      if (at < 0) return [...list, company];
      // An older answer never overwrites a newer one.
      if ((list[at]?.version ?? 0) > (company.version ?? 0)) return list;
      const next = list.slice();
      next[at] = company;
      return next;
    });
  }, []);

  const refresh = useCallback(
    async (id: string) => {
      try {
        const company = await api.getCompany(benchmarkId, id);
        replace(company);
        return company;
      } catch {
        return null;
      }
    },
    [benchmarkId, replace],
  );

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // Changes arrive in bursts during a run: collect them for a moment, then fetch the few changed
  // companies, or everything when many changed; the benchmark's counts follow once per burst.
  const pending = useRef<{ ids: Set<string>; all: boolean; timer: ReturnType<typeof setTimeout> | null }>({
    ids: new Set(),
    all: false,
    timer: null,
  });
  const flush = useCallback(() => {
    const { ids, all } = pending.current;
    pending.current = { ids: new Set(), all: false, timer: null };
    if (all || ids.size > 20) reload();
    else for (const id of ids) void refresh(id);
    setChangeCount((n) => n + 1);
    onBenchmark.current();
  }, [refresh, reload]);
  const schedule = useCallback(
    (id: string | null) => {
      if (id) pending.current.ids.add(id);
      else pending.current.all = true;
      pending.current.timer ??= setTimeout(flush, 300);
    },
    [flush],
  );
  useEffect(() => () => clearTimeout(pending.current.timer ?? undefined), []);

  useBenchmarkChanges(benchmarkId, {
    onChange: (change) => {
      // Taking an export or evidence report out changes nothing on the company: no notice for it.
      if (change.company_id && change.actor && change.actor.id !== userId && !TAKEN_OUT.test(change.action))
        setLastChangeBy((m) => ({ ...m, [change.company_id as string]: change }));
      schedule(change.company_id);
    },
    onResync: () => schedule(null),
  });

  return { status, companies, reload, replace, refresh, lastChangeBy, changeCount };
}
