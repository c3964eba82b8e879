// The Agents area's server state: the agents' cards and the firm's industry overviews. While an
// overview is generated on the server, its queries poll so the page follows it.
import type { IndustryOverviewSummary } from '@quartile/api';
import { isActive, type IndustryOverviewInput } from '@quartile/ui/fragments/IndustryOverviewList';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const POLL_INTERVAL_MS = 1500;

export const agentKeys = {
  agents: ['agents'] as const,
  overviews: ['industry-overviews'] as const,
  overview: (id: string) => [...agentKeys.overviews, 'detail', id] as const,
};

export const agentsQuery = () => queryOptions({ queryKey: agentKeys.agents, queryFn: () => api.listAgents() });

const anyActive = (overviews: readonly IndustryOverviewSummary[] | undefined) => Boolean(overviews?.some((o) => isActive(o.status)));

export const overviewsQuery = () =>
  queryOptions({
    queryKey: [...agentKeys.overviews, 'list'],
    queryFn: () => api.listIndustryOverviews(),
    refetchInterval: (query) => (anyActive(query.state.data) ? POLL_INTERVAL_MS : false),
  });

export const overviewQuery = (id: string) =>
  queryOptions({
    queryKey: agentKeys.overview(id),
    queryFn: () => api.getIndustryOverview(id),
    refetchInterval: (query) => (query.state.data && isActive(query.state.data.status) ? POLL_INTERVAL_MS : false),
  });

export function useCreateOverview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IndustryOverviewInput) => api.createIndustryOverview(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKeys.overviews }),
  });
}

/** Queues a run; the overviews are read again whether it was accepted or refused (the current state). */
export function useRunOverview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.runIndustryOverview(id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: agentKeys.overviews }),
  });
}
