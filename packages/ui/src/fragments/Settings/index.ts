export { Settings, type PasswordField, type ProfileField, type SettingsProfile, type SettingsProps } from './Settings.tsx';
export { TeamSection, type InviteField, type InviteValues, type MemberChange, type TeamSectionProps } from './TeamSection.tsx';
