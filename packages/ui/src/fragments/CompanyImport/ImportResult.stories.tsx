import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ImportResult } from './ImportResult.tsx';

const meta = {
  title: 'Fragments/Companies/Upload wizard/Result',
  component: ImportResult,
  args: { onReviewIssues: fn(), onShowCompanies: fn(), onRetry: fn() },
} satisfies Meta<typeof ImportResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Imported, with the rows that were not and why, and the issues to fix. */
export const Imported: Story = {
  tags: ['screenshot'],
  args: { result: { status: 'imported', importedCount: 410, skipped: [{ row: 57, reason: 'The row is empty.' }], blankRows: 3, issues: 12 } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('410 companies were imported. 12 data issues need a look.');
    const list = canvas.getByRole('list', { name: 'Rows not imported' });
    await expect(list).toHaveTextContent('3 blank rows left out');
    await expect(list).toHaveTextContent('Row 57: The row is empty.');
    await userEvent.click(canvas.getByRole('button', { name: 'Review data issues' }));
    await expect(args.onReviewIssues).toHaveBeenCalled();
  },
};

/** A row with a cell over its limit is not imported and says why: nothing is cut silently. */
export const ImportedWithRowOverLimit: Story = {
  args: {
    result: {
      status: 'imported',
      importedCount: 2,
      skipped: [{ row: 3, reason: 'The company name is longer than 300 characters; shorten it in the file and upload again.' }],
      blankRows: 0,
      issues: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2 companies were imported.');
    await expect(canvas.getByRole('list', { name: 'Rows not imported' })).toHaveTextContent(
      'Row 3: The company name is longer than 300 characters; shorten it in the file and upload again.',
    );
  },
};

/** Clean import: nothing skipped, nothing to fix. */
export const ImportedClean: Story = {
  args: { result: { status: 'imported', importedCount: 1, skipped: [], blankRows: 0, issues: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 company was imported.');
    await expect(canvas.queryByRole('button', { name: 'Review data issues' })).toBeNull();
  },
};

export const NoCompaniesImported: Story = {
  args: { result: { status: 'failed', title: 'No companies were imported', message: 'The file has no rows below its header row.' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No companies were imported');
    await expect(alert).toHaveTextContent('The file has no rows below its header row.');
  },
};

export const UploadFailed: Story = {
  args: { result: { status: 'failed', title: 'Upload failed', message: 'A company list is already uploaded. Delete it before uploading another file.' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
