// The benchmark's companies for the Web Search and Accept/Reject tabs, kept current by the open
// run: each company the run finishes is put in place as it arrives, and everything reloads when
// the run ends.
import type { Company } from '@quartile/api';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import type { Runs } from './useRuns.ts';

export interface AnalystCompanies {
  status: 'loading' | 'ready' | 'error';
  companies: Company[];
  reload: () => void;
  replace: (company: Company) => void;
}

export function useAnalystCompanies(benchmarkId: string, runs: Pick<Runs, 'listen'>): AnalystCompanies {
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [companies, setCompanies] = useState<Company[]>([]);
  const [attempt, setAttempt] = useState(0);

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

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

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

  const { listen } = runs;
  useEffect(() => listen({ onCompany: replace, onDone: reload }), [listen, replace, reload]);

  return { status, companies, reload, replace };
}
