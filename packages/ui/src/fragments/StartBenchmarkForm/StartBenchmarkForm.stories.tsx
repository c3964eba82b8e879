import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { StartBenchmarkForm, type ClientOption } from './StartBenchmarkForm.tsx';
import { maxWidth } from '../../storybook/index.ts';

const clients: ClientOption[] = [
  { id: '00000000-0000-4000-8000-000000000c01', name: 'Helvetia Pumps AG', country: 'Switzerland' },
  { id: '00000000-0000-4000-8000-000000000c02', name: 'Saffron Spice Exports Pvt Ltd', country: 'India' },
  { id: '00000000-0000-4000-8000-000000000c03', name: 'Northwind Software Inc.', country: 'United States' },
];

const meta = {
  title: 'Fragments/Benchmarks/StartBenchmarkForm',
  component: StartBenchmarkForm,
  args: { clientOptions: clients, today: '2025-06-02', onSubmit: fn(), onCancel: fn(), onClientSearchChange: fn() },
  decorators: [maxWidth(480)],
} satisfies Meta<typeof StartBenchmarkForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting nothing names each missing field, including the years. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText(/Start date/)).toHaveValue('2025-06-02');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(20);
    await expect(canvas.getByRole('checkbox', { name: '2010' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '2029' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start benchmark' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(2));
    await expect(canvas.getByText('Choose at least one financial year.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Choosing a client by typing, naming the study and picking years starts it. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const picker = canvas.getByRole('combobox', { name: 'Client' });
    await userEvent.type(picker, 'North');
    await expect(args.onClientSearchChange).toHaveBeenLastCalledWith('North');
    await userEvent.click(await within(document.body).findByRole('option', { name: /Northwind Software Inc\./ }));
    await waitFor(() => expect(picker).toHaveValue('Northwind Software Inc.'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Benchmark name' }), 'US software support FY2022–2024');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tested party description' }), 'Routine software support services provider.');
    for (const year of ['2024', '2022', '2023']) await userEvent.click(canvas.getByRole('checkbox', { name: year }));
    await expect(canvas.getByText('3 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start benchmark' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      client_id: clients[2]?.id,
      name: 'US software support FY2022–2024',
      tested_party_description: 'Routine software support services provider.',
      start_date: '2025-06-02',
      financial_years: [2022, 2023, 2024],
    });
  },
};

export const PreselectedClient: Story = {
  args: { defaultClient: clients[0] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Client' })).toHaveValue('Helvetia Pumps AG');
  },
};

export const NoClientMatches: Story = {
  args: { clientOptions: [] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Client' }), 'Acme');
    await expect(await within(document.body).findByText('No client matches “Acme”. Add it in the Vault first.')).toBeVisible();
    // Leaving the field closes the list (and lets the a11y check see the whole form again).
    await userEvent.click(canvasElement.querySelector<HTMLInputElement>('input[name="name"]')!);
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const LoadingClients: Story = {
  args: { clientOptions: [], isLoadingClients: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Client' }), 'Hel');
    await expect(await within(document.body).findByText('Searching clients…')).toBeVisible();
    // Leaving the field closes the list (and lets the a11y check see the whole form again).
    await userEvent.click(canvasElement.querySelector<HTMLInputElement>('input[name="name"]')!);
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Pending: Story = {
  args: { defaultClient: clients[0], isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Benchmark name' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '2021' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { defaultClient: clients[1], formError: 'Failed to start benchmark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to start benchmark');
  },
};
