// A benchmark's companies: one cached list shared by the tabs, kept current by writes (the company
// a write answers is put in place), by the open run and by live changes.
import type { Company } from '@quartile/api';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../shared/api/client.ts';
import { loadStateOf, type LoadState } from '../../../shared/api/loadState.ts';
import { benchmarkKeys } from './keys.ts';

export const companiesQuery = (benchmarkId: string) =>
  queryOptions({ queryKey: benchmarkKeys.companies(benchmarkId), queryFn: () => api.getCompanies(benchmarkId) });

/** The list with `company` in place; an older answer never overwrites a newer one. */
export function withCompany(list: readonly Company[], company: Company): Company[] {
  const at = list.findIndex((c) => c.id === company.id);
  if (at < 0) return [...list, company];
  if ((list[at]?.version ?? 0) > (company.version ?? 0)) return list.slice();
  const next = list.slice();
  next[at] = company;
  return next;
}

export function putCompany(queryClient: QueryClient, benchmarkId: string, company: Company): void {
  queryClient.setQueryData<Company[]>(benchmarkKeys.companies(benchmarkId), (list) => (list ? withCompany(list, company) : list));
}

export function invalidateCompanies(queryClient: QueryClient, benchmarkId: string): void {
  void queryClient.invalidateQueries({ queryKey: benchmarkKeys.companies(benchmarkId) });
}

export interface BenchmarkCompanies {
  /** Once loaded, a failed refetch keeps the list on screen ('ready'). */
  status: LoadState;
  companies: Company[];
  refetch: () => void;
  /** Puts the company answered by a write in place. */
  replace: (company: Company) => void;
}

export function useBenchmarkCompanies(benchmarkId: string): BenchmarkCompanies {
  const queryClient = useQueryClient();
  const query = useQuery(companiesQuery(benchmarkId));
  const replace = useCallback((company: Company) => putCompany(queryClient, benchmarkId, company), [queryClient, benchmarkId]);
  const refetch = useCallback(() => invalidateCompanies(queryClient, benchmarkId), [queryClient, benchmarkId]);
  return {
    status: query.data !== undefined ? 'ready' : loadStateOf(query),
    companies: query.data ?? [],
    refetch,
    replace,
  };
}

/** After a write that changes many companies (an import, a deleted file, screens, a roll-forward): read them and the benchmark again. */
export function useCompaniesChanged(benchmarkId: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    invalidateCompanies(queryClient, benchmarkId);
    void queryClient.invalidateQueries({ queryKey: benchmarkKeys.detail(benchmarkId), exact: true });
  }, [queryClient, benchmarkId]);
}

/** Puts the company a write answers in place, without subscribing to the list. */
export function usePutCompany(benchmarkId: string): (company: Company) => void {
  const queryClient = useQueryClient();
  return useCallback((company: Company) => putCompany(queryClient, benchmarkId, company), [queryClient, benchmarkId]);
}

type CompanyChanges = Parameters<typeof api.updateCompany>[2];

/** Edits a company's fields; the answer goes into the list and the benchmark's counts are read again. */
export function useUpdateCompany(benchmarkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, changes }: { companyId: string; changes: CompanyChanges }) => api.updateCompany(benchmarkId, companyId, changes),
    onSuccess: (company) => {
      putCompany(queryClient, benchmarkId, company);
      void queryClient.invalidateQueries({ queryKey: benchmarkKeys.detail(benchmarkId), exact: true });
    },
  });
}

/** Marks a company's website as checked by a person; the answer goes into the list. */
export function useForceValidateWebsite(benchmarkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => api.forceValidateLookout(benchmarkId, companyId, { lookout: 'website' }),
    onSuccess: (company) => putCompany(queryClient, benchmarkId, company),
  });
}

/** The companies the team left for later on the validation screen (kept on the server, shared). */
export const fixLaterQuery = (benchmarkId: string) =>
  queryOptions({ queryKey: benchmarkKeys.fixLater(benchmarkId), queryFn: () => api.getFixLater(benchmarkId) });

/** Leaves companies for later or brings them back; the answer is the benchmark's list after the change. */
export function useSetFixLater(benchmarkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { companyIds: string[]; fixLater: boolean }) => api.setFixLater(benchmarkId, { company_ids: change.companyIds, fix_later: change.fixLater }),
    onSuccess: (answer) => queryClient.setQueryData(benchmarkKeys.fixLater(benchmarkId), answer),
  });
}
