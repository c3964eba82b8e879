// The benchmark list, one benchmark, and starting one.
import type { BenchmarkCreate } from '@quartile/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../shared/api/client.ts';
import { benchmarkKeys, type BenchmarkListParams } from './keys.ts';

/** A page of benchmarks; the last page stays on screen while a newer search loads. */
export const benchmarkListQuery = (params: BenchmarkListParams) =>
  queryOptions({ queryKey: benchmarkKeys.list(params), queryFn: () => api.listBenchmarks(params), placeholderData: keepPreviousData });

/** The start dialog's client picker: the firm's clients whose names match what is typed. */
export const clientOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: benchmarkKeys.clientOptions(search),
    queryFn: () => api.listClients({ search: search || undefined, page_size: 20 }),
    placeholderData: keepPreviousData,
  });

/** The client a benchmark is started for (?start=<clientId>). */
export const startClientQuery = (clientId: string) => queryOptions({ queryKey: benchmarkKeys.client(clientId), queryFn: () => api.getClient(clientId) });

export const benchmarkQuery = (id: string) => queryOptions({ queryKey: benchmarkKeys.detail(id), queryFn: () => api.getBenchmark(id) });

/**
 * Reads the benchmark record again (criteria, description, version and counts live on it), after
 * a write or a live change; what hangs off it keeps its own keys.
 */
export function useInvalidateBenchmark(id: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: benchmarkKeys.detail(id), exact: true }), [queryClient, id]);
}

export function useCreateBenchmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BenchmarkCreate) => api.createBenchmark(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...benchmarkKeys.all, 'list'] }),
  });
}
