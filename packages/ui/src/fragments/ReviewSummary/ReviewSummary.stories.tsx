import { makeReviewSummary } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReviewSummary } from './ReviewSummary.tsx';

const meta = {
  title: 'Fragments/Review/ReviewSummary',
  component: ReviewSummary,
  args: { summary: makeReviewSummary(), onOpen: fn() },
} satisfies Meta<typeof ReviewSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three flagged companies (one high), a conflict and a change awaiting confirmation. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const flagged = canvas.getByRole('group', { name: 'Flagged companies' });
    await expect(within(flagged).getByText('3')).toBeVisible();
    await expect(within(flagged).getByText('1 high · 2 medium · 1 low')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Decision conflicts' })).toHaveTextContent('1');
    await expect(canvas.getByRole('group', { name: 'Flagged companies' })).toHaveAttribute('data-attention', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Open Human Review' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

/** Nothing waits: every count is zero and nothing asks for attention. */
export const Empty: Story = {
  args: {
    summary: makeReviewSummary({
      flagged_companies: 0,
      flags: { high: 0, medium: 0, low: 0 },
      conflicts: 0,
      outdated: 0,
      awaiting_confirmation: 0,
      refrained: 0,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Flagged companies' })).toHaveTextContent('No open flags');
    await expect(canvas.getByRole('group', { name: 'Flagged companies' })).toHaveAttribute('data-attention', 'false');
  },
};
