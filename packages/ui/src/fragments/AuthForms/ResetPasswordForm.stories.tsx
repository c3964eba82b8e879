import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResetPasswordForm } from './AuthForms.tsx';
import { authFormMeta, pendingSubmit } from './authFormMeta.ts';

const meta = {
  title: 'Fragments/AuthForms/ResetPassword',
  component: ResetPasswordForm,
  ...authFormMeta,
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'Fresh-range-2026');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Fresh-range-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Fresh-range-2026' });
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'Fresh-range-2026');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Fresh-range-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = pendingSubmit('Set new password');

/** The server's password policy speaks on the field. */
export const PolicyRefused: Story = {
  args: { fieldErrors: { password: 'This password is too common.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This password is too common.')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { formError: 'This reset link is invalid or has expired. Request a new one.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('invalid or has expired');
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  },
};

export const Done: Story = {
  args: { doneMessage: 'Your password has been reset. You can now log in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute('href', '/login');
  },
};
