import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Blocks/EmptyState',
  component: EmptyState,
  args: {
    title: 'No benchmarks yet',
    description: 'Create a benchmark to upload a company list and screen comparables against your criteria.',
    actions: <Button variant="primary">New benchmark</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No benchmarks yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New benchmark' })).toBeEnabled();
  },
};
