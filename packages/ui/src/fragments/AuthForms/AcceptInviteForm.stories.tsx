import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AcceptInviteForm } from './AuthForms.tsx';
import { authFormMeta, pendingSubmit } from './authFormMeta.ts';

const meta = {
  title: 'Fragments/AuthForms/AcceptInvite',
  component: AcceptInviteForm,
  ...authFormMeta,
} satisfies Meta<typeof AcceptInviteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Tomás');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Ferreira');
    await userEvent.type(canvas.getByLabelText('Password'), 'Comparable-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept invitation' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ first_name: 'Tomás', last_name: 'Ferreira', password: 'Comparable-42' });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept invitation' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = pendingSubmit('Accept invitation');

export const ServerError: Story = {
  args: { formError: 'This invitation is invalid or has expired. Ask your administrator for a new one.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('invalid or has expired');
  },
};
