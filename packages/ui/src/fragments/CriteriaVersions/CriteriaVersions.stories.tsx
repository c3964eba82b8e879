import { makeCriteriaVersion } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CriteriaVersions } from './CriteriaVersions.tsx';

const meta = {
  title: 'Fragments/Review/CriteriaVersions',
  component: CriteriaVersions,
  args: { state: 'ready', versions: [makeCriteriaVersion(2), makeCriteriaVersion(1)], outdatedCount: 3, onRetry: fn() },
} satisfies Meta<typeof CriteriaVersions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Version 2 is current and adds an accept criterion; three companies are outdated. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('3 companies were analysed against older criteria: run the analysis again.');
    const v2 = canvas.getByRole('listitem', { name: 'Version 2' });
    await expect(v2).toHaveTextContent('Current');
    await expect(v2).toHaveTextContent('Saved');
    await expect(within(v2).getAllByText(/^added:/).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('listitem', { name: 'Version 1' })).not.toHaveTextContent('Current');
  },
};

export const Empty: Story = {
  args: { versions: [], outdatedCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No criteria saved yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', versions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').at(-1)).toHaveTextContent('Loading criteria versions');
  },
};

export const ServerError: Story = {
  args: { state: 'error', versions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch data');
  },
};
