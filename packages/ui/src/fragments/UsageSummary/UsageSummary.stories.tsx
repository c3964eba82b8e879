import { summarizeUsage } from '@quartile/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Canvas } from '../../storybook/index.ts';
import { UsageSummary } from './UsageSummary.tsx';

const used = (count: number) => (count > 0 ? [{ date: '2025-05-12', count }] : []);

const meta = {
  title: 'Fragments/Usage/UsageSummary',
  component: UsageSummary,
  args: { summary: summarizeUsage(used(500), 1000), subscriptionExpirationDate: '2026-03-31' },
} satisfies Meta<typeof UsageSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: Canvas, name: string) => canvas.getByRole('group', { name });

/** 50 %: the bar is blue. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Total Comparables Processed')).toHaveTextContent('500');
    await expect(card(canvas, 'Renews on')).toHaveTextContent('31 Mar 2026');
    await expect(card(canvas, 'Total Comparables Credits')).toHaveTextContent('1,000');
    await expect(card(canvas, 'Remaining Capacity')).toHaveTextContent('500');
    const bar = canvas.getByRole('progressbar', { name: 'Credits used' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveAttribute('aria-valuetext', '50 %');
    await expect(bar.closest('[data-bar-color]')).toHaveAttribute('data-bar-color', 'blue');
    await expect(canvas.getByText('500 of 1,000 credits left.')).toBeVisible();
  },
};

/** 80 %: yellow. */
export const Bar80Yellow: Story = {
  args: { summary: summarizeUsage(used(800), 1000) },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Credits used' });
    await expect(bar).toHaveAttribute('aria-valuetext', '80 %');
    await expect(bar.closest('[data-bar-color]')).toHaveAttribute('data-bar-color', 'yellow');
    await expect(canvas.getByText('More than 75 % of your credits are used.')).toBeVisible();
  },
};

/** 120 %: red, capped at 100, and the remaining capacity is negative and red. */
export const Bar120Red: Story = {
  args: { summary: summarizeUsage(used(1200), 1000) },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Credits used' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '120 %');
    await expect(bar.closest('[data-bar-color]')).toHaveAttribute('data-bar-color', 'red');
    const remaining = card(canvas, 'Remaining Capacity');
    await expect(remaining).toHaveTextContent('-200');
    await expect(remaining).toHaveTextContent('200 over your credits');
    await expect(remaining.querySelector('[data-negative="true"]')).not.toBeNull();
  },
};

/** Credits 0 with usage counts as over 100 %. */
export const ZeroCreditsWithUsage: Story = {
  args: { summary: summarizeUsage(used(35), 0), subscriptionExpirationDate: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Credits used' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Over 100 %');
    await expect(bar.closest('[data-bar-color]')).toHaveAttribute('data-bar-color', 'red');
    await expect(card(canvas, 'Remaining Capacity')).toHaveTextContent('-35');
    await expect(canvas.queryByRole('group', { name: 'Renews on' })).not.toBeInTheDocument();
  },
};

/** No usage yet, no subscription date: no Renews on card. */
export const Empty: Story = {
  args: { summary: summarizeUsage([], 500), subscriptionExpirationDate: null },
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Total Comparables Processed')).toHaveTextContent('0');
    await expect(card(canvas, 'Total Comparables Credits')).toHaveTextContent('500');
    await expect(card(canvas, 'Remaining Capacity')).toHaveTextContent('500');
    await expect(canvas.queryByRole('group', { name: 'Renews on' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Credits used' })).toHaveAttribute('aria-valuenow', '0');
  },
};
