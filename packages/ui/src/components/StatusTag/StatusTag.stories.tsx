import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { companyStatuses, statusAppearance } from './companyStatus.tsx';
import { StatusTag } from './StatusTag.tsx';

const meta = {
  title: 'Primitives/StatusTag',
  component: StatusTag,
  args: { status: 'Accepted using Criteria' },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tag = canvas.getByText('Accepted using Criteria');
    await expect(tag).toBeVisible();
    await expect(tag.parentElement?.querySelector('svg')).not.toBeNull();
  },
};

export const AllStatuses: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 10, alignItems: 'start' }}>
      {companyStatuses.map((status) => (
        <div key={status}>
          <StatusTag status={status} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const status of companyStatuses) await expect(canvas.getByText(status)).toBeVisible();
    // Colour-blind safety: no two states share both tone and icon shape.
    const signatures = companyStatuses.map((s) => {
      const icon = statusAppearance[s].icon as { type: { displayName?: string } };
      return icon.type.displayName;
    });
    await expect(new Set(signatures).size).toBe(companyStatuses.length);
  },
};
