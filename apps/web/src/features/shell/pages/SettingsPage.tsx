import type { TeamMember } from '@quartile/api';
import { toast } from '@quartile/ui';
import { Settings, type InviteField, type MemberChange, type PasswordField, type ProfileField } from '@quartile/ui/fragments/Settings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { formFailure } from '../../../shared/api/formErrors.ts';
import { session, useSessionUser } from '../../../shared/session/index.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useServerForm } from '../../../shared/hooks/useServerForm.ts';
import { loadableOf } from '../../../shared/api/loadState.ts';
import { teamQuery, useChangeTeamMember, useInviteTeamMember, useRemoveTeamMember } from '../api/shell.ts';

type Errors<K extends string> = Partial<Record<K, string>>;
const fullName = (m: Pick<TeamMember, 'first_name' | 'last_name'>) => `${m.first_name} ${m.last_name}`;

export default function SettingsPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('title.settings'), { withSuffix: true });
  const user = useSessionUser();
  const canManageTeam = user !== null && user.role !== 'member';

  const profileForm = useServerForm<ProfileField>(['first_name', 'last_name']);
  const passwordForm = useServerForm<PasswordField>(['current_password', 'new_password']);
  const [inviteErrors, setInviteErrors] = useState<Errors<InviteField>>({});
  const [pendingMember, setPendingMember] = useState<string | null>(null);
  const team = useQuery({ ...teamQuery(), enabled: canManageTeam });
  const invite = useInviteTeamMember();
  const changeMember = useChangeTeamMember();
  const removeMember = useRemoveTeamMember();

  if (!user) return null;

  return (
    <Settings
      profile={{ email: user.email, firstName: user.first_name, lastName: user.last_name, role: user.role, firmName: user.firm.name }}
      isSavingProfile={profileForm.pending}
      profileErrors={profileForm.fieldErrors}
      onSaveProfile={(values) =>
        profileForm.submit(async () => {
          session.updateUser(await api.updateProfile(values));
          toast.success(t('profileSaved'));
        })
      }
      isChangingPassword={passwordForm.pending}
      passwordErrors={passwordForm.fieldErrors}
      onChangePassword={(values) =>
        passwordForm.submit(async () => {
          const result = await api.changePassword(values);
          toast.success(result.message);
        })
      }
      team={
        canManageTeam
          ? {
              members: loadableOf(team),
              currentUserId: user.id,
              onRetry: () => void team.refetch(),
              isInviting: invite.isPending,
              inviteErrors,
              pendingMemberId: pendingMember,
              onInvite: async (values) => {
                setInviteErrors({});
                try {
                  const invited = await invite.mutateAsync(values);
                  toast.success(t('inviteSent', { email: invited.email }));
                  return true;
                } catch (error) {
                  setInviteErrors(formFailure(error, ['email', 'first_name', 'last_name'] as const).fieldErrors);
                  return false;
                }
              },
              onChangeMember: (member: TeamMember, change: MemberChange) => {
                setPendingMember(member.id);
                changeMember
                  .mutateAsync({ member, change })
                  .then((updated) => {
                    toast.success(t('memberUpdated', { name: fullName(updated) }));
                  })
                  .catch(() => undefined) // the error toast is shown by the API client
                  .finally(() => setPendingMember(null));
              },
              onRemoveMember: (member: TeamMember) => {
                setPendingMember(member.id);
                removeMember
                  .mutateAsync(member)
                  .then(() => {
                    toast.success(t(member.status === 'invited' ? 'invitationCancelled' : 'memberRemoved', { name: fullName(member) }));
                  })
                  .catch(() => undefined)
                  .finally(() => setPendingMember(null));
              },
            }
          : undefined
      }
    />
  );
}
