import { makeOverviewStatuses } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { IndustryOverviewList } from './IndustryOverviewList.tsx';
import { pressTryAgain } from '../../storybook/index.ts';

const overviews = makeOverviewStatuses();

const meta = {
  title: 'Fragments/Agents/IndustryOverviewList',
  component: IndustryOverviewList,
  args: {
    state: 'ready',
    overviews,
    onCreate: fn(),
    onRun: fn(),
    onRetry: fn(),
    overviewHref: (o) => `/agents/industry-overview/${o.id}`,
    backHref: '/agents',
  },
} satisfies Meta<typeof IndustryOverviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One overview in each status: Done, Running (60 %), Pending, Failed, Job Created. */
export const EveryStatus: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Industry overviews' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Industry overviews' });
    const headers = (await within(grid).findAllByRole('columnheader')).map((h) => h.textContent);
    await expect(headers).toEqual(['Industry', 'Country', 'Status', 'Created', 'Actions']);
    const statuses = [...grid.querySelectorAll('[data-status]')].map((badge) => badge.textContent);
    await expect(statuses).toEqual(['Done', 'Running', 'Pending', 'Failed', 'Job Created']);
    await expect(within(grid).getByRole('progressbar', { name: /Specialty chemicals, Germany/ })).toHaveAttribute('aria-valuenow', '60');
    await expect(within(grid).getByText(/None of the firm’s 4 companies in Mexico/)).toBeVisible();
  },
};

/** Run a Pending overview, run a Failed one again, open one, create a new one. */
export const Actions: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const grid = within(canvas.getByRole('grid', { name: 'Industry overviews' }));
    await userEvent.click(await grid.findByRole('button', { name: 'Run IT services, India' }));
    await expect(args.onRun).toHaveBeenCalledWith(overviews[2]);
    await userEvent.click(grid.getByRole('button', { name: 'Run again: Automotive components, Mexico' }));
    await expect(args.onRun).toHaveBeenCalledWith(overviews[3]);
    await expect(grid.queryByRole('button', { name: /Specialty chemicals/ })).not.toBeInTheDocument();
    await expect(grid.getByRole('link', { name: 'Wholesale distribution' })).toHaveAttribute(
      'href',
      `/agents/industry-overview/${overviews[0]?.id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'New overview' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const RunRequested: Story = {
  args: { runningIds: new Set([overviews[2]!.id]) },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Run IT services, India' });
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

export const Empty: Story = {
  args: { overviews: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'No industry overviews yet' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'New overview' });
    await userEvent.click(buttons[1]!);
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', overviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading industry overviews');
  },
};

export const ServerError: Story = {
  args: { state: 'error', overviews: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(within(canvas.getByRole('alert')).getByRole('heading', { name: 'Failed to load industry overviews' })).toBeVisible();
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
