// A benchmark's (or one company's) audit trail for a timeline, filtered by kind; more pages
// append. Read again when `refreshKey` changes (a live change arrived, the company moved on).
import type { AuditEvent } from '@quartile/api';
import { TIMELINE_FILTERS, type TimelineFilter } from '@quartile/ui/fragments/AuditTimeline';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { auditEventsQuery } from '../api/review.ts';

export function useAuditEvents(benchmarkId: string, companyId: string | null, filter: TimelineFilter, refreshKey: unknown) {
  const actions = TIMELINE_FILTERS.find((f) => f.id === filter)?.actions ?? null;
  const trail = useInfiniteQuery(auditEventsQuery(benchmarkId, companyId, actions));

  const { refetch } = trail;
  const seenKey = useRef(refreshKey);
  useEffect(() => {
    if (Object.is(seenKey.current, refreshKey)) return;
    seenKey.current = refreshKey;
    void refetch();
  }, [refreshKey, refetch]);

  // An event that moved to the next page while more were loaded is shown once.
  const events = useMemo(() => {
    const seen = new Set<string>();
    const list: AuditEvent[] = [];
    for (const page of trail.data?.pages ?? [])
      for (const event of page.items) {
        if (seen.has(event.id)) continue;
        seen.add(event.id);
        list.push(event);
      }
    return list;
  }, [trail.data]);
  const pages = trail.data?.pages ?? [];

  return {
    events,
    total: pages[pages.length - 1]?.total ?? 0,
    state: loadStateOf(trail),
    loadMore: async () => void (await trail.fetchNextPage()),
    loadingMore: trail.isFetchingNextPage,
    retry: () => void refetch(),
  };
}
