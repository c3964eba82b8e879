import { makeClient } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ClientForm } from './ClientForm.tsx';
import { clientToValues } from './clientFormValues.ts';
import { maxWidth } from '../../storybook/index.ts';

const meta = {
  title: 'Fragments/Vault/ClientForm',
  component: ClientForm,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [maxWidth(560)],
} satisfies Meta<typeof ClientForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting an empty form names every required field; a bad website says 'Invalid URL'. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(3));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Website' }), 'not a website');
    await expect(canvas.getByText('Invalid URL')).toBeVisible();
  },
};

/** A valid client: the region follows the chosen country, blank optional fields go as null. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Fjord Logistics AS');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Norw');
    await userEvent.click(await within(document.body).findByRole('option', { name: /Norway/ }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Region/ })).toHaveTextContent('Europe'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Website' }), 'fjord-logistics.example');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Point of contact name' }), 'Ingrid Dahl');
    await userEvent.click(canvas.getByRole('button', { name: 'Create client' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Fjord Logistics AS',
      country: 'Norway',
      region: 'Europe',
      website: 'fjord-logistics.example',
      poc_name: 'Ingrid Dahl',
      poc_contact: null,
      other_details: null,
      database_name: null,
      database_region: null,
    });
  },
};

/** Editing: the stored values are shown, and a chosen region is kept when the country changes. */
export const Edit: Story = {
  args: { initialValues: clientToValues(makeClient(1)), submitLabel: 'Save changes' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Helvetia Pumps AG');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Switzerland');
    await expect(canvas.getByRole('button', { name: /Comparables database/ })).toHaveTextContent('Orbis');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Helvetia Pumps AG', database_name: 'Orbis', database_region: 'Europe' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { initialValues: clientToValues(makeClient(2)), isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Create client/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ServerError: Story = {
  args: {
    initialValues: clientToValues(makeClient(3, { website: 'northwind' })),
    formError: 'Failed to create client',
    fieldErrors: { website: 'Invalid URL format' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to create client');
    await expect(canvas.getByText('Invalid URL format')).toBeVisible();
  },
};

export const LongValues: Story = {
  args: {
    initialValues: clientToValues(
      makeClient(1, {
        name: 'Internationale Pumpen- und Armaturenvertriebsgesellschaft für Nordeuropa und das Baltikum mit beschränkter Haftung',
        other_details:
          'Fiscal year ends 31 March. Cost-plus arrangement with the Swiss principal since 2019; the intercompany agreement was renewed in 2024 with a 5 % mark-up on total costs. Local file due 30 September.',
        database_name: 'RoyaltyRange',
      }),
    ),
    submitLabel: 'Save changes',
  },
  play: async ({ canvas }) => {
    await expect((canvas.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toContain('Armaturenvertriebsgesellschaft');
    await expect(canvas.getByRole('button', { name: /Comparables database/ })).toHaveTextContent('RoyaltyRange');
    await expect((canvas.getByRole('textbox', { name: 'Other details' }) as HTMLTextAreaElement).value).toContain('Local file due');
  },
};
