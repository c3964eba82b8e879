import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FarCreateForm } from './FarCreateForm.tsx';

const clients = [
  { id: '00000000-0000-4000-8000-0000000000c1', name: 'Helvetia Pumps AG', country: 'Switzerland' },
  { id: '00000000-0000-4000-8000-0000000000c2', name: 'Fjord Logistics AS', country: 'Norway' },
];

const meta = {
  title: 'Fragments/FARs/FarCreateForm',
  component: FarCreateForm,
  args: { clientOptions: clients, onClientSearchChange: fn(), onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FarCreateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create report' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Helvetia Pumps Nordic AB, FAR FY2024');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Client' }), 'Helv');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Helvetia Pumps AG' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tested party' }), 'Helvetia Pumps Nordic AB');
    await userEvent.click(canvas.getByRole('button', { name: 'Create report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Helvetia Pumps Nordic AB, FAR FY2024',
      client_id: clients[0]?.id,
      tested_party: 'Helvetia Pumps Nordic AB',
      characterisation: 'limited-risk distributor',
    });
  },
};

export const ServerError: Story = {
  args: { formError: 'Failed to create the FAR report. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to create the FAR report. Please try again.');
  },
};
