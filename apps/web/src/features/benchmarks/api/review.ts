// Human Review's reads besides the companies: the criteria versions.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { benchmarkKeys } from './keys.ts';

export const criteriaVersionsQuery = (benchmarkId: string, benchmarkVersion: number) =>
  queryOptions({
    queryKey: benchmarkKeys.criteriaVersions(benchmarkId, benchmarkVersion),
    queryFn: () => api.listCriteriaVersions(benchmarkId),
    // The versions on screen stay while the next benchmark version's are read.
    placeholderData: keepPreviousData,
  });

const AUDIT_PAGE_SIZE = 20;

/**
 * Pages of a benchmark's (or one company's) audit trail, newest first, filtered by action; more
 * pages append. A refetch reads the pages shown again, so a live refresh keeps the reader's place.
 */
export const auditEventsQuery = (benchmarkId: string, companyId: string | null, actions: string | null) =>
  infiniteQueryOptions({
    queryKey: benchmarkKeys.auditEvents(benchmarkId, companyId, actions),
    queryFn: ({ pageParam }) =>
      api.listAuditEvents(benchmarkId, {
        ...(companyId ? { company_id: companyId } : {}),
        ...(actions ? { action: actions } : {}),
        page: pageParam,
        page_size: AUDIT_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * AUDIT_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    // Another filter keeps the events on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
