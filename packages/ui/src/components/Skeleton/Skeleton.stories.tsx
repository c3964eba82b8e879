import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: 240 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <SkeletonGroup label="Loading usage">
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading usage');
  },
};

/** The usage table skeleton: five rows (spec section 9). */
export const TableRows: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ maxWidth: 640 }}>
      <SkeletonGroup label="Loading usage">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} style={{ display: 'grid', gridTemplateColumns: '32px 2fr 1fr 1fr', gap: 16, alignItems: 'center', height: 36 }}>
            <Skeleton shape="circle" width={24} height={24} />
            <Skeleton width="80%" />
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </div>
        ))}
      </SkeletonGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.querySelectorAll('[aria-hidden="true"]').length).toBe(20);
  },
};
