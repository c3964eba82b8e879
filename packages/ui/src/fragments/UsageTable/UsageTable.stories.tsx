import { makeUsageRecords } from '@quartile/api/mocks';
import { groupUsageByMonth } from '@quartile/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UsageTable } from './UsageTable.tsx';

const months = groupUsageByMonth([
  { date: '2025-03-03', count: 40 },
  { date: '2025-03-17', count: 25 },
  { date: '2025-04-02', count: 12 },
  { date: '2025-04-09', count: 8 },
  { date: '2025-04-30', count: 5 },
]);

const meta = {
  title: 'Fragments/Usage/UsageTable',
  component: UsageTable,
  args: { state: 'ready', months, onRetry: fn() },
} satisfies Meta<typeof UsageTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Months expand into days; several can be open at once. */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Comparables processed by month' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    const march = canvas.getByRole('button', { name: /March 2025/ });
    const april = canvas.getByRole('button', { name: /April 2025/ });
    await expect(march).toHaveAttribute('aria-expanded', 'false');
    await expect(within(table).getByRole('row', { name: /March 2025/ })).toHaveTextContent('65');
    await userEvent.click(march);
    await expect(march).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('row', { name: 'Mon, 3 Mar 2025 40' })).toBeVisible();
    await userEvent.click(april);
    await expect(march).toHaveAttribute('aria-expanded', 'true');
    await expect(april).toHaveAttribute('aria-expanded', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await userEvent.click(march);
    await expect(march).toHaveAttribute('aria-expanded', 'false');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    april.focus();
    await userEvent.keyboard('{Enter}');
    await expect(april).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { state: 'loading', months: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading usage data');
    await expect(canvasElement.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { months: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No comparables usage data available.')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { state: 'error', months },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load usage data.');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Two years of daily usage, two months open. */
export const ManyRows: Story = {
  args: { months: groupUsageByMonth(makeUsageRecords(730, '2023-06-01')), defaultExpanded: ['2024-01', '2025-05'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { expanded: false }).length).toBe(22);
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(2);
  },
};

/** Issue 19: re-runs (companies analysed again after a criteria change) are counted apart in the month and the day. */
export const WithReruns: Story = {
  args: {
    months: groupUsageByMonth([
      { date: '2026-11-02', count: 146, reruns: 0 },
      { date: '2026-11-27', count: 3, reruns: 3 },
    ]),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('row', { name: /November 2026/ })).toHaveTextContent('149 (3 re-runs)');
    await userEvent.click(canvas.getByRole('button', { name: /November 2026/ }));
    await expect(canvas.getByRole('row', { name: 'Fri, 27 Nov 2026 3 (3 re-runs)' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Mon, 2 Nov 2026 146' })).toBeVisible();
  },
};
