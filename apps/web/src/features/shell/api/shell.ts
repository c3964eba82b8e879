// The shell's server state: the dashboard's benchmarks and usage, and the team on the settings page.
import type { TeamMember, User } from '@quartile/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const shellKeys = {
  dashboardBenchmarks: ['dashboard', 'benchmarks'] as const,
  dashboardUsage: ['dashboard', 'usage'] as const,
  team: ['team', 'members'] as const,
};

/** The latest 100 benchmarks, newest first. */
export const dashboardBenchmarksQuery = () =>
  queryOptions({ queryKey: shellKeys.dashboardBenchmarks, queryFn: async () => (await api.listBenchmarks({ sort: '-created_at', page_size: 100 })).items });

/** Usage records with the credits that come with the user. */
export const dashboardUsageQuery = (firm: User['firm'] | undefined) =>
  queryOptions({
    queryKey: shellKeys.dashboardUsage,
    queryFn: async () => ({ records: await api.getUsage(), credits: firm?.credits ?? 0, renewsOn: firm?.subscription_expiration_date ?? null }),
  });

export const teamQuery = () => queryOptions({ queryKey: shellKeys.team, queryFn: () => api.listTeamMembers() });

/** After a change to one member the list is updated in place (the server answers with the member). */
function useTeamCache() {
  const queryClient = useQueryClient();
  return (update: (members: readonly TeamMember[]) => TeamMember[]) =>
    queryClient.setQueryData<TeamMember[]>(shellKeys.team, (members) => (members ? update(members) : members));
}

export function useInviteTeamMember() {
  const updateTeam = useTeamCache();
  return useMutation({
    mutationFn: (values: Parameters<typeof api.inviteTeamMember>[0]) => api.inviteTeamMember(values),
    onSuccess: (invited) => updateTeam((members) => [...members.filter((m) => m.id !== invited.id), invited]),
  });
}

export function useChangeTeamMember() {
  const updateTeam = useTeamCache();
  return useMutation({
    mutationFn: ({ member, change }: { member: TeamMember; change: Parameters<typeof api.changeTeamMemberRole>[1] }) => api.changeTeamMemberRole(member.id, change),
    onSuccess: (updated) => updateTeam((members) => members.map((m) => (m.id === updated.id ? updated : m))),
  });
}

export function useRemoveTeamMember() {
  const updateTeam = useTeamCache();
  return useMutation({
    mutationFn: (member: TeamMember) => api.removeTeamMember(member.id),
    onSuccess: (_, member) => updateTeam((members) => members.filter((m) => m.id !== member.id)),
  });
}
