import { makeCompany } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DecisionConflict } from './DecisionConflict.tsx';

const meta = {
  title: 'Fragments/Review/DecisionConflict',
  component: DecisionConflict,
  args: { company: makeCompany(9), onChoose: fn() },
} satisfies Meta<typeof DecisionConflict>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The automated Reject differs from the human Accept: the user must choose again. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Decision conflict' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose Accept or Reject again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onChoose).toHaveBeenCalledWith('reject');
  },
};

/** While the choice is saved, both buttons wait. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};
