export const en = {
  title: {
    dashboard: 'Dashboard',
    help: 'Help & Support',
    settings: 'Settings',
  },
  profileSaved: 'Changes saved successfully',
  inviteSent: 'Invitation sent to {{email}}',
  memberUpdated: '{{name}} was updated',
  memberRemoved: '{{name}} was removed from the team',
  invitationCancelled: 'The invitation of {{name}} was cancelled',
} as const;
