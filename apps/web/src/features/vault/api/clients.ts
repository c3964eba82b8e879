// The Vault's server state: query keys, queries and mutations for the firm's clients.
import type { ClientInput } from '@quartile/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import type { PageParams } from '../../../shared/api/listPaging.ts';

export const clientKeys = {
  all: ['clients'] as const,
  list: (params: PageParams) => [...clientKeys.all, 'list', params] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
  benchmarks: (id: string) => [...clientKeys.all, 'detail', id, 'benchmarks'] as const,
};

/** A page of clients; the last page stays on screen while a newer search loads. */
export const clientListQuery = (params: PageParams) =>
  queryOptions({ queryKey: clientKeys.list(params), queryFn: () => api.listClients(params), placeholderData: keepPreviousData });

export const clientQuery = (id: string) => queryOptions({ queryKey: clientKeys.detail(id), queryFn: () => api.getClient(id) });

export const clientBenchmarksQuery = (id: string) => queryOptions({ queryKey: clientKeys.benchmarks(id), queryFn: () => api.listClientBenchmarks(id) });

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => api.createClient(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => api.updateClient(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
