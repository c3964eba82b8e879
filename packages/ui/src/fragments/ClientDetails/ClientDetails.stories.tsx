import { makeBenchmark, makeClient } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ClientDetails } from './ClientDetails.tsx';
import { pressTryAgain } from '../../storybook/index.ts';

const client = makeClient(1);
const benchmarks = [
  makeBenchmark(),
  makeBenchmark({ id: '00000000-0000-4000-8000-0000000000b2', name: 'Swiss pump distribution FY2020–2022', status: 'completed', completed_count: 18, total_companies: 18, ongoing_count: 0 }),
];

const meta = {
  title: 'Fragments/Vault/ClientDetails',
  component: ClientDetails,
  args: {
    state: 'ready',
    client,
    benchmarksState: 'ready',
    benchmarks,
    backHref: '/vault',
    onEdit: fn(),
    onRetry: fn(),
    onRetryBenchmarks: fn(),
    onStartBenchmark: fn(),
    benchmarkHref: (b) => `/benchmarks/${b.id}`,
  },
} satisfies Meta<typeof ClientDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Helvetia Pumps AG' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to clients' })).toHaveAttribute('href', '/vault');
    const profile = canvas.getByRole('region', { name: 'Profile' });
    await expect(within(profile).getByText('Comparables database')).toBeVisible();
    await expect(within(profile).getByText('Orbis')).toBeVisible();
    await expect(within(profile).getByText('Database region')).toBeVisible();
    await expect(within(profile).getByRole('link', { name: 'www.helvetia-pumps.example' })).toHaveAttribute('href', 'https://www.helvetia-pumps.example');
    const table = canvas.getByRole('grid', { name: 'Benchmarks of Helvetia Pumps AG' });
    await expect(await within(table).findByRole('link', { name: 'Nordic limited-risk distributor FY2021–2023' })).toBeVisible();
    await expect(within(table).getByText('3 Decision')).toBeVisible();
    await expect(within(table).getByText('Completed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit client' }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Start a benchmark' }));
    await expect(args.onStartBenchmark).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', client: undefined, benchmarksState: 'loading', benchmarks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading client');
    await expect(canvas.getByRole('link', { name: 'Back to clients' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { state: 'notFound', client: undefined, benchmarks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Client not found' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to clients' })).toHaveLength(2);
  },
};

export const ServerError: Story = {
  args: { state: 'error', client: undefined, benchmarks: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch client details');
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: {
    client: makeClient(2, { region: null, poc_name: null, poc_contact: null, other_details: null, database_name: null, database_region: null, benchmark_count: 0 }),
    benchmarks: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No benchmarks for this client yet' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Profile' })).getAllByText('Not set').length).toBeGreaterThanOrEqual(6);
  },
};

export const BenchmarksLoading: Story = {
  args: { benchmarksState: 'loading', benchmarks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading benchmarks');
  },
};

export const BenchmarksError: Story = {
  args: { benchmarksState: 'error', benchmarks: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch data');
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetryBenchmarks).toHaveBeenCalled();
  },
};

export const BenchmarkingDisabled: Story = {
  args: { onStartBenchmark: undefined, benchmarkHref: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nordic limited-risk distributor FY2021–2023')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start a benchmark' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Nordic limited-risk/ })).not.toBeInTheDocument();
  },
};

export const LongNames: Story = {
  args: {
    client: makeClient(1, {
      name: 'Internationale Pumpen- und Armaturenvertriebsgesellschaft für Nordeuropa und das Baltikum mit beschränkter Haftung',
      other_details: 'Fiscal year ends 31 March.\nCost-plus arrangement with the Swiss principal since 2019; the agreement was renewed in 2024 with a 5 % mark-up on total costs.',
    }),
    benchmarks: [makeBenchmark({ name: 'Nordic, Baltic and Central European limited-risk distribution of industrial pumps, valves and spare parts FY2019–2024 (re-run)' })],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /Armaturenvertriebsgesellschaft/ })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /valves and spare parts/ })).toBeVisible();
  },
};
