import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RegisterForm } from './AuthForms.tsx';
import { authFormMeta } from './authFormMeta.ts';

const meta = {
  title: 'Fragments/AuthForms/Register',
  component: RegisterForm,
  ...authFormMeta,
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Meera');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Iyer');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work e-mail' }), 'meera@iyer-tp.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'Arm-length-2025');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Firm name' }), 'Iyer Transfer Pricing LLP');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera@iyer-tp.example',
      password: 'Arm-length-2025',
      firm_name: 'Iyer Transfer Pricing LLP',
    });
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(5);
    // The field re-validates as it changes: wait for the message (a busy machine renders later).
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await expect(await canvas.findByText('Use at least 10 characters.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), 'onlyletters');
    await expect(await canvas.findByText('Use letters and at least one number or symbol.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Firm name' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Create account' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server refuses the address (409) and the password policy (400): messages sit on their fields. */
export const ServerError: Story = {
  args: {
    formError: 'An account with this e-mail already exists. Log in or reset your password.',
    fieldErrors: { email: 'An account with this e-mail already exists. Log in or reset your password.', password: 'Do not use your name or e-mail address in the password.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('already exists');
    await expect(canvas.getByText('Do not use your name or e-mail address in the password.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Work e-mail' })).toHaveAttribute('aria-invalid', 'true');
  },
};
