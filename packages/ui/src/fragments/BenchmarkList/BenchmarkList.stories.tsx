import type { Benchmark } from '@quartile/api';
import { makeBenchmark } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BenchmarkList } from './BenchmarkList.tsx';
import { pressTryAgain } from '../../storybook/index.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const benchmarks: Benchmark[] = [
  makeBenchmark(),
  makeBenchmark({ id: id(2), name: 'Indian spice exporter — contract manufacturer FY2023', client_name: 'Saffron Spice Exports Pvt Ltd', status: 'input', total_companies: 0, ongoing_count: 0, completed_count: 0, file: null }),
  makeBenchmark({ id: id(3), name: 'US software support services FY2022–2024', client_name: 'Northwind Software Inc.', status: 'processing', total_companies: 86, ongoing_count: 40, completed_count: 46 }),
  makeBenchmark({ id: id(4), name: 'Swiss pump distribution FY2020–2022', status: 'completed', total_companies: 18, ongoing_count: 0, completed_count: 18 }),
];

const meta = {
  title: 'Fragments/Benchmarks/BenchmarkList',
  component: BenchmarkList,
  args: {
    state: 'ready',
    benchmarks,
    total: benchmarks.length,
    page: 1,
    pageSize: 20,
    search: '',
    sort: '-created_at',
    onSearchChange: fn(),
    onSortChange: fn(),
    onPageChange: fn(),
    onStartBenchmark: fn(),
    onRetry: fn(),
    benchmarkHref: (b) => `/benchmarks/${b.id}`,
    clientHref: (b) => `/vault/${b.client_id}`,
  },
} satisfies Meta<typeof BenchmarkList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status: the three phases, then Completed; progress is completed over total. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Benchmarks' });
    await within(table).findByRole('link', { name: 'US software support services FY2022–2024' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    for (const label of ['1 Input', '2 Processing', '3 Decision']) await expect(within(table).getByText(label)).toBeVisible();
    await expect(within(within(table).getByRole('row', { name: /Swiss pump distribution/ })).getByText('Completed')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'US software support services FY2022–2024' })).toHaveAttribute('href', `/benchmarks/${id(3)}`);
    await expect(within(table).getByText('46/86')).toBeVisible();
    await expect(within(table).getByRole('progressbar', { name: 'Progress of US software support services FY2022–2024' })).toHaveAttribute('aria-valuenow', '46');
    await expect(within(table).getByText('No companies yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start a benchmark' }));
    await expect(args.onStartBenchmark).toHaveBeenCalled();
  },
};

/** Sorting asks the server: name, start date, status and created, each both ways. */
export const Sorting: Story = {
  args: { sort: 'name' },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Benchmarks' });
    await expect(within(table).getByRole('columnheader', { name: /Benchmark/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('columnheader', { name: /Benchmark/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('-name');
    await userEvent.click(within(table).getByRole('columnheader', { name: /Start date/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('start_date');
    await userEvent.click(within(table).getByRole('columnheader', { name: /Status/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('status');
  },
};

export const Loading: Story = {
  args: { state: 'loading', benchmarks: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading benchmarks');
  },
};

export const Empty: Story = {
  args: { benchmarks: [], total: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'No benchmarks yet' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Start a benchmark' })[1]!);
    await expect(args.onStartBenchmark).toHaveBeenCalled();
  },
};

export const NoSearchResults: Story = {
  args: { benchmarks: [], total: 0, search: 'royalty' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'No benchmarks match “royalty”' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all benchmarks' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith('');
  },
};

export const ServerError: Story = {
  args: { state: 'error', benchmarks: [], total: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch data');
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ManyRows: Story = {
  args: {
    benchmarks: Array.from({ length: 20 }, (_, i) =>
      makeBenchmark({ id: id(100 + i), name: `Benchmark ${i + 21}: distribution FY2021–2023`, status: (['input', 'processing', 'decision', 'completed'] as const)[i % 4], completed_count: i, total_companies: 20 + i }),
    ),
    total: 245,
    page: 2,
  },
  play: async ({ canvas, args, userEvent }) => {
    await canvas.findByRole('link', { name: 'Benchmark 21: distribution FY2021–2023' });
    await expect(within(canvas.getByRole('grid', { name: 'Benchmarks' })).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByText('Showing 21–40 of 245 benchmarks')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const LongNames: Story = {
  args: {
    benchmarks: [
      makeBenchmark({
        name: 'Nordic, Baltic and Central European limited-risk distribution of industrial pumps, valves and spare parts FY2019–2024 (re-run after criteria change)',
        client_name: 'Internationale Pumpen- und Armaturenvertriebsgesellschaft für Nordeuropa mbH',
      }),
    ],
    total: 1,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /re-run after criteria change/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Armaturenvertriebsgesellschaft/ })).toBeVisible();
    await expect(canvas.getByText('Showing 1–1 of 1 benchmark')).toBeVisible();
  },
};
