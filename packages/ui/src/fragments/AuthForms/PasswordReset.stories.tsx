import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ForgotPasswordForm } from './AuthForms.tsx';
import { authFormMeta, pendingSubmit } from './authFormMeta.ts';

const meta = {
  title: 'Fragments/AuthForms/ForgotPassword',
  component: ForgotPasswordForm,
  ...authFormMeta,
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work e-mail' }), 'analyst@demo.quartile.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'analyst@demo.quartile.test' });
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work e-mail' }), 'analyst@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByText('Enter a valid work e-mail address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = pendingSubmit('Send reset link');

export const Sent: Story = {
  args: { sentMessage: 'If an account exists for this e-mail, we have sent a link to reset the password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('we have sent a link to reset the password');
  },
};

export const ServerError: Story = {
  args: { formError: 'Too many requests. Try again in a minute.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests');
  },
};
