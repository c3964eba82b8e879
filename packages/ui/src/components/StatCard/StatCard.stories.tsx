import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard.tsx';
import { maxWidth } from '../../storybook/index.ts';

const meta = {
  title: 'Blocks/StatCard',
  component: StatCard,
  args: { label: 'Accepted companies', value: '38', delta: '+6 since last run', trend: 'up', footnote: 'of 1,248 screened' },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [maxWidth(260)],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Accepted companies' });
    await expect(card).toHaveTextContent('38');
    await expect(card).toHaveTextContent('+6 since last run');
  },
};

export const Grid: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
      <StatCard label="Companies screened" value="1,248" footnote="Uploaded 12 Mar 2025" />
      <StatCard label="Accepted" value="38" delta="+6 since last run" trend="up" />
      <StatCard label="Median operating margin" value="5.9 %" delta="-0.4 pp" trend="down" />
      <StatCard label="Interquartile range" value="3.2 – 8.1 %" footnote="FY2021–FY2023 weighted" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
  },
};
