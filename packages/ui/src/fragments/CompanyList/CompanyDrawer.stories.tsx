import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CompanyDrawer } from './CompanyDrawer.tsx';
import { importedCompanies } from './listFixtures.ts';

const [kallio, , , , , polder] = importedCompanies();

/** The dialog once its opening animation has started (its content is visible from then on). */
async function openDialog() {
  const dialog = within(document.body).getByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const meta = {
  title: 'Fragments/Companies/Company detail',
  component: CompanyDrawer,
  args: { company: kallio!, onClose: fn(), onSetExcluded: fn() },
} satisfies Meta<typeof CompanyDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's data, attributes from the file, and its financials by year. */
export const Details: Story = {
  tags: ['screenshot'],
  play: async () => {
    await expect(within(document.body).getByRole('dialog', { name: 'Kallio Industrial Oy' })).toBeInTheDocument();
    const dialog = await openDialog();
    await expect(dialog.getByText('FI01234567')).toBeVisible();
    // Kept attributes carry their field's name ("US SIC code", not "Sic code").
    await expect(dialog.getByText('BvD independence indicator')).toBeVisible();
    await expect(dialog.getByText('US SIC code')).toBeVisible();
    const table = dialog.getByRole('table', { name: 'Financials by year' });
    await expect(within(table).getByRole('columnheader', { name: '2023' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Revenue' })).toBeVisible();
  },
};

/** Excluding needs a reason; it is sent with the change. */
export const ExcludeWithReason: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Exclude' }));
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(args.onSetExcluded).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('textbox', { name: /Reason for excluding/ }));
    await userEvent.paste('Group member: 60 % owned by a manufacturer');
    await userEvent.click(dialog.getByRole('button', { name: 'Exclude' }));
    await expect(args.onSetExcluded).toHaveBeenCalledWith(true, 'Group member: 60 % owned by a manufacturer');
  },
};

/** An excluded company shows why, and can be included again. */
export const IncludeAgain: Story = {
  args: { company: polder! },
  play: async ({ args, userEvent }) => {
    const dialog = await openDialog();
    await expect(dialog.getByText('Not independent: BvD independence indicator D (allowed: A, B)')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Include' }));
    await expect(args.onSetExcluded).toHaveBeenCalledWith(false, '');
  },
};

/** No figures imported for this company. */
export const NoFinancials: Story = {
  args: { company: { ...kallio!, financial_data: [] } },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText('No financial data was imported for this company.')).toBeVisible();
  },
};
