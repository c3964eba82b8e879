// The benchmark's companies for Human Review and the Companies tab, kept current: one company is
// replaced when a write answers it or when a colleague's change arrives (live), everything is read
// again after a reconnect; the benchmark's counts follow once per burst of changes.
import type { BenchmarkChange, Company } from '@quartile/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { useInvalidateBenchmark } from '../api/benchmarks.ts';
import { putCompany, useBenchmarkCompanies, type BenchmarkCompanies } from '../api/companies.ts';
import { useBenchmarkChanges } from '../api/benchmarkChanges.ts';

const TAKEN_OUT = /^(export|evidence)\./;

export interface ReviewCompanies extends BenchmarkCompanies {
  /** Fetches one company again (after a refused write). */
  refresh: (id: string) => Promise<Company | null>;
  /** The last change a colleague made, per company id (to say so on the panel). */
  lastChangeBy: Readonly<Record<string, BenchmarkChange>>;
  /** Grows with every burst of live changes (timelines reload on it). */
  changeCount: number;
}

export function useReviewCompanies(benchmarkId: string, userId: string | null): ReviewCompanies {
  const queryClient = useQueryClient();
  const companies = useBenchmarkCompanies(benchmarkId);
  const refreshBenchmark = useInvalidateBenchmark(benchmarkId);
  const [lastChangeBy, setLastChangeBy] = useState<Record<string, BenchmarkChange>>({});
  const [changeCount, setChangeCount] = useState(0);

  const refresh = useCallback(
    async (id: string) => {
      try {
        const company = await api.getCompany(benchmarkId, id);
        putCompany(queryClient, benchmarkId, company);
        return company;
      } catch {
        return null;
      }
    },
    [queryClient, benchmarkId],
  );

  // Changes arrive in bursts during a run: collect them for a moment, then fetch the few changed
  // companies, or everything when many changed; the benchmark's counts follow once per burst.
  const { refetch } = companies;
  const pending = useRef<{ ids: Set<string>; all: boolean; timer: ReturnType<typeof setTimeout> | null }>({
    ids: new Set(),
    all: false,
    timer: null,
  });
  const flush = useCallback(() => {
    const { ids, all } = pending.current;
    pending.current = { ids: new Set(), all: false, timer: null };
    if (all || ids.size > 20) refetch();
    else for (const id of ids) void refresh(id);
    setChangeCount((n) => n + 1);
    refreshBenchmark();
  }, [refresh, refetch, refreshBenchmark]);
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

  return { ...companies, refresh, lastChangeBy, changeCount };
}
