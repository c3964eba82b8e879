import { makeBenchmark, makeUsageRecords } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Dashboard } from './Dashboard.tsx';

const BENCHMARKS = [
  makeBenchmark(),
  makeBenchmark({ id: 'b2', name: 'Indian spice exporter — contract manufacturer FY2023', client_name: 'Saffron Spice Exports Pvt Ltd', status: 'input', total_companies: 0, completed_count: 0, ongoing_count: 0 }),
  makeBenchmark({ id: 'b3', name: 'US software support services FY2022–2024', client_name: 'Northwind Software Inc.', status: 'processing', total_companies: 86, completed_count: 46, ongoing_count: 40 }),
  makeBenchmark({ id: 'b4', name: 'Completed study', status: 'completed' }),
];

const meta = {
  title: 'Fragments/Dashboard',
  component: Dashboard,
  args: {
    firstName: 'Anna',
    firmName: 'Lindqvist Transfer Pricing AB',
    isEmployee: true,
    benchmarks: { status: 'success', data: BENCHMARKS },
    usage: { status: 'success', data: { records: makeUsageRecords(), credits: 5000, renewsOn: '2026-03-31' } },
    onRetryBenchmarks: fn(),
    onRetryUsage: fn(),
  },
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Anna' })).toBeVisible();
    const list = within(canvas.getByRole('region', { name: 'Benchmarks in progress' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.queryByText('Completed study')).not.toBeInTheDocument();
    await expect(list.getByText('Phase 3 · Decision')).toBeVisible();
    await expect(list.getByText('Phase 2 · Processing')).toBeVisible();
    await expect(list.getByText('Phase 1 · Input')).toBeVisible();
    await expect(list.getByText('46 of 86 companies decided')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Nordic limited-risk distributor FY2021–2023' })).toHaveAttribute('href', expect.stringMatching(/^\/benchmarks\//));
    await expect(canvas.getByRole('link', { name: /Add client/ })).toHaveAttribute('href', '/vault');
    await expect(canvas.getByRole('link', { name: /Start a benchmark/ })).toHaveAttribute('href', '/benchmarks');
    const usage = within(canvas.getByRole('region', { name: 'Usage at a glance' }));
    await expect(usage.getByRole('group', { name: 'Credits' })).toHaveTextContent('5,000');
    await expect(usage.getByRole('progressbar', { name: 'Credits used' })).toBeInTheDocument();
    await expect(usage.getByText(/Renews on 31 Mar 2026/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { benchmarks: { status: 'loading' }, usage: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getByText('Loading benchmarks')).toBeInTheDocument();
    await expect(canvas.getByText('Loading usage')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { benchmarks: { status: 'success', data: [] }, usage: { status: 'success', data: { records: [], credits: 500 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No benchmarks in progress' })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Remaining capacity' })).getByText('500')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { benchmarks: { status: 'error' }, usage: { status: 'error' } },
  play: async ({ canvas, args, userEvent }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(canvas.getByText('Failed to fetch data')).toBeVisible();
    await expect(canvas.getByText('Failed to load usage data.')).toBeVisible();
    await userEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryBenchmarks).toHaveBeenCalled();
  },
};

/** More comparables processed than credits: remaining capacity is negative and shown red. */
export const OverCredits: Story = {
  args: { usage: { status: 'success', data: { records: [{ date: '2025-05-02', count: 620 }], credits: 500 } } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('group', { name: 'Remaining capacity' })).getByText('-120')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Credits used' })).toHaveAttribute('aria-valuetext', '124 %');
  },
};

export const BenchmarkingDisabled: Story = {
  args: { benchmarkingEnabled: false, benchmarks: { status: 'success', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Start a benchmark/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Benchmarking is not enabled for your firm.')).toBeVisible();
  },
};

export const NonEmployee: Story = {
  args: { firstName: 'Marc', isEmployee: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Marc' })).toBeVisible();
    await expect(canvas.getByText(/share the results with you/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Help & Support' })).toHaveAttribute('href', '/help-and-support');
    await expect(canvas.queryByRole('region', { name: 'Benchmarks in progress' })).not.toBeInTheDocument();
  },
};
