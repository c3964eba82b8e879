// Pages of a benchmark's (or one company's) audit trail, newest first, filtered by kind; more
// pages append. Reloads when `refreshKey` changes (a live change arrived).
import type { AuditEvent } from '@quartile/api';
import { TIMELINE_FILTERS, type TimelineFilter } from '@quartile/ui/fragments/AuditTimeline';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../shared/api/client.ts';

const PAGE_SIZE = 20;

export function useAuditEvents(benchmarkId: string, companyId: string | null, filter: TimelineFilter, refreshKey: unknown) {
  const [events, setEvents] = useState<AuditEvent[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const actions = TIMELINE_FILTERS.find((f) => f.id === filter)?.actions ?? null;

  useEffect(() => {
    let live = true;
    setState((s) => (s === 'ready' ? s : 'loading'));
    // The first pages again, as many as were shown, so a live refresh keeps the reader's place.
    api
      .listAuditEvents(benchmarkId, {
        ...(companyId ? { company_id: companyId } : {}),
        ...(actions ? { action: actions } : {}),
        page: 1,
        page_size: PAGE_SIZE * page,
      })
      .then(
        (result) => {
          if (!live) return;
          setEvents(result.items);
          setTotal(result.total);
          setState('ready');
        },
        () => live && setState('error'),
      );
    return () => {
      live = false;
    };
    // `page` is read on purpose only when the filter or the data changes (loadMore fetches itself).
  }, [benchmarkId, companyId, actions, refreshKey, attempt]);

  useEffect(() => setPage(1), [benchmarkId, companyId, actions]);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      const next = page + 1;
      const result = await api.listAuditEvents(benchmarkId, {
        ...(companyId ? { company_id: companyId } : {}),
        ...(actions ? { action: actions } : {}),
        page: next,
        page_size: PAGE_SIZE,
      });
      setEvents((list) => [...list, ...result.items.filter((e) => !list.some((x) => x.id === e.id))]);
      setTotal(result.total);
      setPage(next);
    } finally {
      setLoadingMore(false);
    }
  }, [benchmarkId, companyId, actions, page]);

  return { events, total, state, loadMore, loadingMore, retry: () => setAttempt((n) => n + 1) };
}
