import type { TeamRole } from '@quartile/api';
import { validateRequired } from '@quartile/domain';
import { Form } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { compact, PASSWORD_HINT, PASSWORDS_DIFFER, validateNewPassword, type FieldErrors } from '../../forms/authValidation.ts';
import { useAuthForm } from '../../forms/useAuthForm.ts';
import * as styles from './Settings.css.ts';
import { TeamSection, type TeamSectionProps } from './TeamSection.tsx';

export type ProfileField = 'first_name' | 'last_name';
export type PasswordField = 'current_password' | 'new_password';

export interface SettingsProfile {
  email: string;
  firstName: string;
  lastName: string;
  role: TeamRole;
  firmName: string;
}

export interface SettingsProps {
  profile: SettingsProfile;
  /** Resolve true when saved. */
  onSaveProfile: (values: Record<ProfileField, string>) => Promise<boolean> | boolean;
  isSavingProfile?: boolean;
  profileErrors?: FieldErrors<ProfileField>;
  /** Resolve true when changed (the form then clears). */
  onChangePassword: (values: Record<PasswordField, string>) => Promise<boolean> | boolean;
  isChangingPassword?: boolean;
  /** The server's password-policy messages, by field. */
  passwordErrors?: FieldErrors<PasswordField>;
  /** Only for owners and administrators. */
  team?: TeamSectionProps;
}

const ROLE_LABEL: Record<TeamRole, string> = { owner: 'Owner', admin: 'Administrator', member: 'Member' };

function ProfileCard({ profile, onSave, isSaving = false, errors }: { profile: SettingsProfile; onSave: SettingsProps['onSaveProfile']; isSaving?: boolean; errors?: FieldErrors<ProfileField> }) {
  const form = useAuthForm<ProfileField>(
    { first_name: profile.firstName, last_name: profile.lastName },
    (v) => compact({ first_name: validateRequired(v.first_name), last_name: validateRequired(v.last_name) }),
    (v) => void onSave({ first_name: v.first_name.trim(), last_name: v.last_name.trim() }),
    errors,
  );
  const unchanged = form.values.first_name.trim() === profile.firstName && form.values.last_name.trim() === profile.lastName;
  return (
    <Card id="settings-profile" title="Profile" subtitle="Your name as your team and your clients see it.">
      <Form className={styles.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-busy={isSaving}>
        <div className={styles.row}>
          <TextField label="First name" name="first_name" autoComplete="given-name" isRequired isDisabled={isSaving} {...form.field('first_name')} />
          <TextField label="Last name" name="last_name" autoComplete="family-name" isRequired isDisabled={isSaving} {...form.field('last_name')} />
        </div>
        <div className={styles.row}>
          <div className={styles.readOnly}>
            <span className={styles.readOnlyLabel}>Work e-mail</span>
            <span className={styles.readOnlyValue}>{profile.email}</span>
          </div>
          <div className={styles.readOnly}>
            <span className={styles.readOnlyLabel}>Firm and role</span>
            <span className={styles.readOnlyValue}>
              {profile.firmName} · {ROLE_LABEL[profile.role]}
            </span>
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isPending={isSaving} isDisabled={unchanged && !isSaving}>
            Save profile
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function PasswordCard({ onChange, isSaving = false, errors }: { onChange: SettingsProps['onChangePassword']; isSaving?: boolean; errors?: FieldErrors<PasswordField> }) {
  const form = useAuthForm<PasswordField | 'confirm'>(
    { current_password: '', new_password: '', confirm: '' },
    (v) =>
      compact({
        current_password: validateRequired(v.current_password),
        new_password: validateNewPassword(v.new_password),
        confirm: validateRequired(v.confirm) ?? (v.confirm === v.new_password ? null : PASSWORDS_DIFFER),
      }),
    (v, { reset }) => {
      void Promise.resolve(onChange({ current_password: v.current_password, new_password: v.new_password })).then((ok) => {
        if (ok) reset();
      });
    },
    errors,
  );
  return (
    <Card id="settings-password" title="Password" subtitle="Changing it signs you out of every other browser.">
      <Form className={styles.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-busy={isSaving}>
        <TextField label="Current password" name="current_password" revealable autoComplete="current-password" isRequired isDisabled={isSaving} {...form.field('current_password')} />
        <TextField label="New password" name="new_password" revealable autoComplete="new-password" description={PASSWORD_HINT} isRequired isDisabled={isSaving} {...form.field('new_password')} />
        <TextField label="Confirm new password" name="confirm" revealable autoComplete="new-password" isRequired isDisabled={isSaving} {...form.field('confirm')} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isPending={isSaving}>
            Change password
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** Your profile and password; for owners and administrators, the firm's team as well. */
export function Settings({ profile, onSaveProfile, isSavingProfile, profileErrors, onChangePassword, isChangingPassword, passwordErrors, team }: SettingsProps) {
  return (
    <>
      <PageHeader title="Settings" description={team ? 'Your account and your firm’s team.' : 'Your account.'} />
      <div className={styles.layout}>
        <ProfileCard profile={profile} onSave={onSaveProfile} isSaving={isSavingProfile} errors={profileErrors} />
        <PasswordCard onChange={onChangePassword} isSaving={isChangingPassword} errors={passwordErrors} />
        {team ? (
          <div className={styles.wide}>
            <TeamSection {...team} />
          </div>
        ) : null}
      </div>
    </>
  );
}
