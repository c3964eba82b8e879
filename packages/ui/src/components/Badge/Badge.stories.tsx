import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckCircleIcon } from '../../icons/icons.tsx';
import { Badge } from './Badge.tsx';
import { badgeToneNames } from './Badge.css.ts';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'FY2024', tone: 'neutral' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('FY2024')).toBeVisible();
  },
};

export const Tones: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeToneNames.map((tone) => (
        <Badge key={tone} {...args} tone={tone} icon={<CheckCircleIcon size={14} />}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeToneNames) await expect(canvas.getByText(tone)).toBeVisible();
  },
};
