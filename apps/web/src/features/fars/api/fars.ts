// FAR reports' server state: query keys, queries and mutations. Saving edits is the autosave's
// job (hooks/useFarAutosave.ts); after a save the report's history is invalidated here.
import type { FarBenchmarkInputs } from '@quartile/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import type { PageParams } from '../../../shared/api/listPaging.ts';

export const farKeys = {
  all: ['fars'] as const,
  list: (params: PageParams) => [...farKeys.all, 'list', params] as const,
  detail: (id: string) => [...farKeys.all, 'detail', id] as const,
  history: (id: string) => [...farKeys.all, 'detail', id, 'history'] as const,
  clientOptions: (search: string) => [...farKeys.all, 'client-options', search] as const,
  clientBenchmarks: (clientId: string) => [...farKeys.all, 'client-benchmarks', clientId] as const,
};

export const farListQuery = (params: PageParams) =>
  queryOptions({ queryKey: farKeys.list(params), queryFn: () => api.listFars(params), placeholderData: keepPreviousData });

/**
 * The report as stored. The editor holds the edits from the first answer on, so a cached copy
 * would only open it on an old version: the entry goes when the page does.
 */
export const farQuery = (id: string) => queryOptions({ queryKey: farKeys.detail(id), queryFn: () => api.getFar(id), gcTime: 0 });

export const farHistoryQuery = (id: string) => queryOptions({ queryKey: farKeys.history(id), queryFn: () => api.listFarHistory(id) });

/** The create dialog's client picker: the firm's clients whose names match what is typed. */
export const farClientOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: farKeys.clientOptions(search),
    queryFn: () => api.listClients({ search: search || undefined, page_size: 20 }),
    placeholderData: keepPreviousData,
  });

export const farClientBenchmarksQuery = (clientId: string) =>
  queryOptions({ queryKey: farKeys.clientBenchmarks(clientId), queryFn: () => api.listClientBenchmarks(clientId) });

export function useCreateFar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof api.createFar>[0]) => api.createFar(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: farKeys.all }),
  });
}

/** Writes a FAR's generated benchmark inputs to the benchmark (its tested party and, if changed, its criteria). */
export function useApplyBenchmarkInputs() {
  return useMutation({
    mutationFn: async (inputs: FarBenchmarkInputs) => {
      await api.saveTestedPartyDescription(inputs.benchmark_id, {
        tested_party_description: inputs.tested_party_description,
        ...(inputs.financials.length > 0 ? { financials: inputs.financials } : {}),
      });
      if (!inputs.identical_to_current) await api.saveCriteria(inputs.benchmark_id, inputs.criteria);
    },
  });
}
