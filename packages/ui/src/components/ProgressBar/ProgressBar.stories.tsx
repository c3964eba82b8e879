import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';
import { maxWidth } from '../../storybook/index.ts';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Credits used', value: 50 },
  decorators: [maxWidth(420)],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Credits used' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveTextContent('50%');
  },
};

export const States: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <ProgressBar label="Usage at 50 %" value={50} tone="brand" />
      <ProgressBar label="Usage at 80 %" value={80} tone="caution" />
      <ProgressBar label="Usage at 120 %" value={100} tone="critical" valueLabel="120%" />
      <ProgressBar label="Importing annual reports" isIndeterminate />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Usage at 120 %' })).toHaveAttribute('aria-valuetext', '120%');
    await expect(canvas.getByRole('progressbar', { name: 'Importing annual reports' })).not.toHaveAttribute('aria-valuenow');
  },
};
