import { proposeFinancialColumns } from '@quartile/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RollForwardPanel } from './RollForwardPanel.tsx';

const HEADERS = ['', 'Company name Latin alphabet', 'Country ISO code', 'BvD ID number', 'Operating revenue (Turnover)\nth EUR\n2025', 'Operating P/L [=EBIT]\nth EUR\n2025'];
const metrics = Object.fromEntries(proposeFinancialColumns(HEADERS, { startYear: 2025, endYear: 2025 }).map((c) => [c.metric, c.column]));

const meta = {
  title: 'Fragments/Companies/Roll forward',
  component: RollForwardPanel,
  args: {
    years: [2022, 2023, 2024],
    stage: { status: 'idle' },
    onFiles: fn(),
    onYearChange: fn(),
    onMatchChange: fn(),
    onMetricChange: fn(),
    onProcess: fn(),
    onImport: fn(),
    onReset: fn(),
    onRemoveYear: fn(),
  },
} satisfies Meta<typeof RollForwardPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The study's years, each removable after a confirmation; a newer export adds one. */
export const Years: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Financial years' })).toHaveTextContent('2022');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 2022' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Remove 2022?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove year' }));
    await expect(args.onRemoveYear).toHaveBeenCalledWith(2022);
    await expect(canvas.getByText('Drop the newer export here')).toBeVisible();
  },
};

/** The last year cannot be removed. */
export const OneYear: Story = {
  args: { years: [2024] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove 2024' })).toBeDisabled();
  },
};

/** The newer export's columns: the year it adds, how rows are matched, and the figures read. */
export const Mapping: Story = {
  args: { stage: { status: 'mapping', fileName: 'orbis-2025.xlsx', headers: HEADERS, year: 2025, match: { bvd_id: 3, name: 1, country: 2 }, metrics } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Match by: BvD ID/ })).toHaveTextContent('BvD ID number');
    await expect(canvas.getByRole('button', { name: /Revenue 2025/ })).toHaveTextContent('Operating revenue (Turnover) · th EUR · 2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Match companies' }));
    await expect(args.onProcess).toHaveBeenCalled();
  },
};

export const MappingError: Story = {
  args: { stage: { status: 'mapping', fileName: 'orbis-2025.xlsx', headers: HEADERS, year: 2025, match: {}, metrics: {}, error: 'Choose the BvD ID or the company name column to match companies.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose the BvD ID or the company name column');
  },
};

/** The match preview before anything changes. */
export const Matched: Story = {
  args: { stage: { status: 'matched', fileName: 'orbis-2025.xlsx', year: 2025, matched: 398, matchedByBvd: 371, replaces: false, unmatched: ['Neue Pumpen GmbH', 'Trondheim Ventil AS'] } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('398 companies matched for 2025 (371 by BvD ID).');
    await expect(canvas.getByText('2 rows matched no company')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2025' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

export const Imported: Story = {
  args: { years: [2022, 2023, 2024, 2025], stage: { status: 'imported', year: 2025, updated: 398 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2025 was added to 398 companies.');
  },
};

export const ReadError: Story = {
  args: { stage: { status: 'error', message: 'Upload a CSV or Excel file' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload a CSV or Excel file');
  },
};
