import { makeAnnualReport } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AnnualReportsCard } from './AnnualReportsCard.tsx';
import { runningJob } from './analystFixtures.ts';

const reports = [
  makeAnnualReport(1),
  makeAnnualReport(2, { status: 'imported', pages: null, source_id: null, processed_at: null }),
  makeAnnualReport(3, { status: 'imported', pages: null, source_id: null, processed_at: null }),
  makeAnnualReport(4, { status: 'failed', pages: null, source_id: null, error: 'The PDF has no text layer (a scan): no text could be read.' }),
];

const meta = {
  title: 'Fragments/ResearchAnalyst/AnnualReportsCard',
  component: AnnualReportsCard,
  args: {
    state: 'ready',
    reports,
    run: null,
    onUpload: fn(async (file: File) => ({
      imported: [makeAnnualReport(5, { filename: file.name, status: 'imported', pages: null, source_id: null, processed_at: null })],
      unmatched: [{ filename: 'unknown-company-2024.pdf', reason: 'No company of the study matches this file name' }],
    })),
    onProcess: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof AnnualReportsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reports in each state; the waiting ones are read on request. */
export const Reports: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Imported annual reports' });
    await expect(within(list).getByRole('listitem', { name: 'annual-report-2024-1.pdf' })).toHaveTextContent('Read · 64 pages');
    await expect(within(list).getByRole('listitem', { name: 'annual-report-2024-2.pdf' })).toHaveTextContent('Waiting to be read');
    await expect(within(list).getByRole('listitem', { name: 'annual-report-2024-4.pdf' })).toHaveTextContent(/The PDF has no text layer \(a scan\): no text could be read.Failed$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Read 2 annual reports' }));
    await expect(args.onProcess).toHaveBeenCalled();
  },
};

/** An upload: what was imported, and the files no company matched, with why. */
export const Upload: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'Nordhavn Industrial Supply AS 2024.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalled());
    const status = await canvas.findByText('1 report imported. 1 not imported:');
    await expect(status).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Files not imported' })).toHaveTextContent('unknown-company-2024.pdfNo company of the study matches this file name');
  },
};

/** Reading in progress: live progress; nothing else starts meanwhile. */
export const Reading: Story = {
  args: { run: runningJob('annual_reports_process', { total: 2, completed: 1, failed: 0, in_progress: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Reading annual reports in progress' })).toHaveAttribute('aria-valuenow', '1');
    await expect(canvas.getByRole('button', { name: 'Read 2 annual reports' })).toBeDisabled();
  },
};

/** None imported yet. */
export const Empty: Story = {
  args: { reports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No annual report imported yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read annual reports' })).toBeDisabled();
  },
};

/** The list could not be loaded. */
export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Failed to fetch data')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again|retry/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
