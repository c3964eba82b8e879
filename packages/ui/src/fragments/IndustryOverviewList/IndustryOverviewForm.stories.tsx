import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { IndustryOverviewForm } from './IndustryOverviewForm.tsx';

const meta = {
  title: 'Fragments/Agents/IndustryOverviewForm',
  component: IndustryOverviewForm,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IndustryOverviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListedIndustry: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Industry' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('option', { name: 'Wholesale distribution' }));
    await expect(canvas.getByRole('combobox', { name: 'Industry' })).toHaveValue('Wholesale distribution');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Denm');
    await userEvent.click(await body.findByRole('option', { name: /Denmark/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create overview' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ industry: 'Wholesale distribution', country: 'Denmark' });
  },
};

export const CustomIndustry: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Industry' }), 'Marine pumps');
    await expect(within(document.body).getByText('No listed industry matches. Keep “Marine pumps” as a custom industry.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText(/A custom industry: the agent looks for these words/)).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Norw');
    await userEvent.click(await within(document.body).findByRole('option', { name: /Norway/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create overview' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ industry: 'Marine pumps', country: 'Norway' });
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create overview' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { formError: 'Failed to create industry overview. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to create industry overview. Please try again.');
  },
};

export const Submitting: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create overview' })).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Industry' })).toBeDisabled();
  },
};
