import { makeBenchmark, makeNewBenchmark } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BenchmarkOverview } from '../BenchmarkOverview/index.ts';
import { BenchmarkWorkspace } from './BenchmarkWorkspace.tsx';
import type { WorkspaceTab } from './tabs.ts';
import { pressTryAgain } from '../../storybook/index.ts';
import { useHeld } from '../../storybook/index.ts';

const fresh = makeNewBenchmark();
const inDecision = makeBenchmark();

type Args = React.ComponentProps<typeof BenchmarkWorkspace>;

/** The page keeps the tab in the URL; here a state stands in for it. */
function WithTabs(args: Args) {
  const [tab, change] = useHeld<WorkspaceTab>(args.tab, args.onTabChange);
  return (
    <BenchmarkWorkspace
      {...args}
      tab={tab}
      onTabChange={change}
      panels={args.benchmark ? { overview: <BenchmarkOverview benchmark={args.benchmark} onOpenTab={change} /> } : {}}
    />
  );
}

const meta = {
  title: 'Fragments/Benchmarks/BenchmarkWorkspace',
  component: BenchmarkWorkspace,
  args: { state: 'ready', benchmark: fresh, tab: 'overview', onTabChange: fn(), onRetry: fn(), backHref: '/benchmarks', clientHref: (b) => `/vault/${b.client_id}` },
  render: (args) => <WithTabs {...args} />,
} satisfies Meta<typeof BenchmarkWorkspace>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new benchmark opens on the Overview; the upload card leads to Companies. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: fresh.name })).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Benchmark workflow' });
    await expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Companies', 'Web Search', 'Accept/Reject', 'Human Review', 'Exports']);
    await expect(within(tabs).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Helvetia Pumps AG' })).toHaveAttribute('href', `/vault/${fresh.client_id}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload company list' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('companies');
    await expect(within(tabs).getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'No company list yet' })).toBeVisible();
    await expect(canvas.getByText(/File selection/)).toBeVisible();
    await expect(canvas.getByText(/Map columns/)).toBeVisible();
    await expect(canvas.getByText(/Financial data:/)).toBeVisible();
  },
};

/** Each later step says what it does and what must happen first. */
export const StepsBeforeUpload: Story = {
  play: async ({ canvas, userEvent }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Benchmark workflow' });
    const expectations: [string, string, string][] = [
      ['Web Search', 'No companies to search', 'Upload a company list first'],
      ['Accept/Reject', 'No criteria yet', 'Upload a company list first'],
      ['Human Review', 'Nothing to review yet', 'Upload a company list first'],
      ['Exports', 'Nothing to export yet', 'Upload a company list first'],
    ];
    for (const [tab, heading, needs] of expectations) {
      await userEvent.click(within(tabs).getByRole('tab', { name: tab }));
      const panel = canvas.getByRole('tabpanel', { name: tab });
      await expect(within(panel).getByRole('heading', { name: heading })).toBeVisible();
      await expect(within(panel).getByText(needs)).toBeVisible();
      await expect(panel.textContent ?? '').not.toMatch(/coming soon/i);
    }
  },
};

export const StepsInDecision: Story = {
  args: { benchmark: inDecision, tab: 'human-review' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '7 decisions to review' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Companies' }));
    await expect(canvas.getByRole('heading', { name: '12 companies in this study' })).toBeVisible();
    await expect(canvas.getByText(/orbis-export-distributors-eu\.xlsx/)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Accept/Reject' }));
    await expect(canvas.getByRole('heading', { name: '2 accept and 3 reject criteria' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', benchmark: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading benchmark');
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { state: 'error', benchmark: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch benchmark data.');
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { state: 'notFound', benchmark: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Benchmark not found' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to benchmarks' })[0]).toHaveAttribute('href', '/benchmarks');
  },
};

export const LongNames: Story = {
  args: {
    benchmark: makeBenchmark({
      name: 'Nordic, Baltic and Central European limited-risk distribution of industrial pumps, valves and spare parts FY2019–2024 (re-run after criteria change)',
      client_name: 'Internationale Pumpen- und Armaturenvertriebsgesellschaft für Nordeuropa und das Baltikum mbH',
      financial_years: [2019, 2021, 2024],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /re-run after criteria change/ })).toBeVisible();
    await expect(canvas.getByText('FY 2019, 2021, 2024')).toBeVisible();
  },
};
