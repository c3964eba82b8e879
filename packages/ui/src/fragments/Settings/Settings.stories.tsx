import { FIXTURE_IDS, makeTeamMember } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Settings } from './Settings.tsx';
import { phoneAndDesktopScreenshots, pressTryAgain } from '../../storybook/index.ts';

const MEMBERS = [1, 2, 3, 4].map((n) => makeTeamMember(n));
MEMBERS.push(makeTeamMember(5, { first_name: 'Marc', last_name: 'Keller', email: 'marc.keller@helvetia-pumps.example', is_employee: false, role: 'member', status: 'active' }));

const team = {
  members: { status: 'success', data: MEMBERS },
  currentUserId: FIXTURE_IDS.user,
  onRetry: fn(),
  onInvite: fn(async () => true),
  onChangeMember: fn(),
  onRemoveMember: fn(),
} as const;

const meta = {
  title: 'Fragments/Settings',
  component: Settings,
  args: {
    profile: { email: 'anna.lindqvist@lindqvist-tp.example', firstName: 'Anna', lastName: 'Lindqvist', role: 'owner', firmName: 'Lindqvist Transfer Pricing AB' },
    onSaveProfile: fn(async () => true),
    onChangePassword: fn(async () => true),
    team,
  },
} satisfies Meta<typeof Settings>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const profile = within(canvas.getByRole('region', { name: 'Profile' }));
    await expect(profile.getByRole('button', { name: 'Save profile' })).toBeDisabled();
    await userEvent.clear(profile.getByRole('textbox', { name: 'First name' }));
    await userEvent.type(profile.getByRole('textbox', { name: 'First name' }), 'Annika');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith({ first_name: 'Annika', last_name: 'Lindqvist' });

    const table = within(canvas.getByRole('grid', { name: 'Team members' }));
    await expect(table.getAllByRole('row')).toHaveLength(6);
    await expect(table.getByText('Tomás Ferreira')).toBeVisible();
    await expect(table.getAllByText('Invited')).toHaveLength(1);
    await expect(table.getAllByText('Active')).toHaveLength(4);
    await expect(table.getByText('Non-employee')).toBeVisible();
    // The owner has no actions.
    await expect(table.queryByRole('button', { name: 'Actions for Anna Lindqvist' })).not.toBeInTheDocument();
  },
};

/** The page on a phone and on a desktop: the Team table scrolls inside its card; the page never scrolls sideways. */
export const PhoneAndDesktop: Story = {
  tags: ['screenshot'],
  parameters: phoneAndDesktopScreenshots,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Team members' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite member' })).toBeVisible();
  },
};

export const MemberWithoutTeam: Story = {
  args: { team: undefined, profile: { email: 'sophie.muller@lindqvist-tp.example', firstName: 'Sophie', lastName: 'Müller', role: 'member', firmName: 'Lindqvist Transfer Pricing AB' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Team' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Lindqvist Transfer Pricing AB · Member')).toBeVisible();
  },
};

export const ChangePassword: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const password = within(canvas.getByRole('region', { name: 'Password' }));
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(password.getAllByText('This field is required')).toHaveLength(3);
    await userEvent.type(password.getByLabelText('Current password'), 'Quartile-demo-2025');
    await userEvent.type(password.getByLabelText('New password'), 'Quartile-demo-2026');
    await userEvent.type(password.getByLabelText('Confirm new password'), 'Quartile-demo-2026');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(args.onChangePassword).toHaveBeenCalledWith({ current_password: 'Quartile-demo-2025', new_password: 'Quartile-demo-2026' }));
    await waitFor(() => expect(password.getByLabelText('Current password')).toHaveValue(''));
  },
};

/** The server's password policy and a wrong current password speak on their fields. */
export const PasswordPolicyErrors: Story = {
  args: { passwordErrors: { current_password: 'The current password is not correct.', new_password: 'This password is too common.' } },
  play: async ({ canvas }) => {
    const password = within(canvas.getByRole('region', { name: 'Password' }));
    await expect(password.getByText('The current password is not correct.')).toBeVisible();
    await expect(password.getByText('This password is too common.')).toBeVisible();
    await expect(password.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = {
  args: { isSavingProfile: true, isChangingPassword: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save profile' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Change password' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  args: { team: { ...team, members: { status: 'loading' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading team')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { team: { ...team, members: { status: 'error' } } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch data');
    await pressTryAgain(canvas, userEvent);
    await expect(args.team?.onRetry).toHaveBeenCalled();
  },
};

export const InviteNonEmployee: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite member' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Invite a team member' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(dialog.getAllByText('This field is required')).toHaveLength(3);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Work e-mail' }), 'priya.raman@saffronspice.example');
    await userEvent.type(dialog.getByRole('textbox', { name: 'First name' }), 'Priya');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last name' }), 'Raman');
    await userEvent.click(dialog.getByRole('button', { name: /Access/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Non-employee' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(args.team?.onInvite).toHaveBeenCalledWith({ email: 'priya.raman@saffronspice.example', first_name: 'Priya', last_name: 'Raman', is_employee: false, role: 'member' });
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const InviteRefused: Story = {
  args: { team: { ...team, onInvite: fn(async () => false), inviteErrors: { email: 'This person already has a Quartile account.' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite member' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Invite a team member' }));
    await waitFor(() => expect(dialog.getByText('This person already has a Quartile account.')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Work e-mail' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ChangeRole: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Sophie Müller' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Make administrator' }));
    await expect(args.team?.onChangeMember).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Sophie' }), { role: 'admin' });
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Marc Keller' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Mark as employee' }));
    await expect(args.team?.onChangeMember).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Marc' }), { is_employee: true });
  },
};

export const RemoveWithConfirmation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Rahul Mehta' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Remove from team' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Remove Rahul Mehta?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep' }));
    await expect(args.team?.onRemoveMember).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Rahul Mehta' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Remove from team' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await expect(args.team?.onRemoveMember).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Rahul' }));
  },
};
