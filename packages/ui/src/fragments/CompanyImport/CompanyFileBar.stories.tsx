import { makeUploadedFile } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CompanyFileBar } from './CompanyFileBar.tsx';
import { WizardSteps } from './WizardSteps.tsx';

const meta = {
  title: 'Fragments/Companies/Company file',
  component: CompanyFileBar,
  args: { file: makeUploadedFile({ imported_count: 412 }), onDelete: fn() },
} satisfies Meta<typeof CompanyFileBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The one file; another upload starts by deleting it, after a confirmation. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('orbis-export-distributors-eu.xlsx')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete file to upload another' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete the company list?' });
    await expect(dialog).toHaveTextContent('marks all 412 imported companies as deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete file to upload another' }));
    await userEvent.click(within(document.body).getByRole('button', { name: 'Delete file' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** The dialog as it opens. */
export const DialogOpen: Story = {
  tags: ['screenshot'],
  args: { defaultOpen: true },
  play: async () => {
    await expect(within(document.body).getByRole('alertdialog')).toHaveTextContent('Only one file can exist per benchmark');
  },
};

/** Uploaded but nothing imported (an import that failed): delete it to upload again. */
export const NotImported: Story = {
  args: { file: makeUploadedFile({ imported_count: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no companies were imported from it/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete file' })).toBeEnabled();
  },
};

/** The step indicator on the second step: the first is done. */
export const Steps: StoryObj<typeof WizardSteps> = {
  render: () => <WizardSteps current={2} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Map columns');
  },
};
