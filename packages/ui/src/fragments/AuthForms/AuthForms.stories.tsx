import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoginForm } from './AuthForms.tsx';
import { authFormMeta } from './authFormMeta.ts';

const meta = {
  title: 'Fragments/AuthForms/Login',
  component: LoginForm,
  ...authFormMeta,
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work e-mail' }), 'analyst@demo.quartile.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'Quartile-demo-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'analyst@demo.quartile.test', password: 'Quartile-demo-2025' });
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work e-mail' }), 'not-an-address');
    await expect(canvas.getByText('Enter a valid work e-mail address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordVisibility: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'secret-123');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const Loading: Story = {
  args: { isPending: true, initialEmail: 'analyst@demo.quartile.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Work e-mail' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ServerError: Story = {
  tags: ['screenshot'],
  args: { formError: 'Unable to log in with the provided credentials.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to log in with the provided credentials.');
  },
};

export const SessionEnded: Story = {
  args: { notice: 'Your password has been reset. You can now log in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been reset. You can now log in.');
  },
};
