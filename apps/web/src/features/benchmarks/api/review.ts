// Human Review's reads besides the companies (the criteria versions, the audit trail) and its writes.
import type { Company } from '@quartile/api';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { invalidateCompanies, putCompany } from './companies.ts';
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

type DecisionBody = Parameters<typeof api.humanDecision>[2];
type QuickReviewBody = Parameters<typeof api.quickReview>[2];

/**
 * Human Review's writes. Each sends the company's version (a stale write is refused with 409); the
 * company a write answers goes into the list and the benchmark's counts are read again.
 */
export function useReviewWrites(benchmarkId: string) {
  const queryClient = useQueryClient();
  const benchmarkChanged = () => void queryClient.invalidateQueries({ queryKey: benchmarkKeys.detail(benchmarkId), exact: true });
  const answered = (company: Company) => {
    putCompany(queryClient, benchmarkId, company);
    benchmarkChanged();
  };
  const decide = useMutation({
    mutationFn: ({ company, input }: { company: Company; input: DecisionBody }) =>
      api.humanDecision(benchmarkId, company.id, input, company.version),
    onSuccess: answered,
  });
  const saveSummary = useMutation({
    mutationFn: ({ company, summary }: { company: Company; summary: string }) =>
      api.humanSummary(benchmarkId, company.id, { summary }, company.version),
    onSuccess: answered,
  });
  const dismissFlag = useMutation({
    mutationFn: ({ company, flagId, note }: { company: Company; flagId: string; note: string }) =>
      api.dismissReviewFlag(benchmarkId, company.id, flagId, { note }, company.version),
    onSuccess: answered,
  });
  /** One quick-review step (accept, reject or undo); `version` is the company's as last seen, if any. */
  const quickReview = useMutation({
    mutationFn: ({ companyId, body, version }: { companyId: string; body: QuickReviewBody; version: number | undefined }) =>
      api.quickReview(benchmarkId, companyId, body, version),
    onSuccess: (result) => answered(result.company),
  });
  /** The Review Analyst over the whole benchmark: every company and the counts are read again. */
  const runReview = useMutation({
    mutationFn: () => api.runReview(benchmarkId, {}),
    onSuccess: () => {
      invalidateCompanies(queryClient, benchmarkId);
      benchmarkChanged();
    },
  });
  const isPending = decide.isPending || saveSummary.isPending || dismissFlag.isPending || quickReview.isPending || runReview.isPending;
  return { decide, saveSummary, dismissFlag, quickReview, runReview, isPending };
}
