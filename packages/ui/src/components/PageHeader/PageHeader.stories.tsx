import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Blocks/PageHeader',
  component: PageHeader,
  args: {
    eyebrow: 'Benchmarks',
    title: 'Distribution services FY2024',
    description: 'Routine distributors in the EU, 1,248 companies screened, interquartile range on operating margin.',
    actions: (
      <>
        <Button>Export</Button>
        <Button variant="primary">Run analysis</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Distribution services FY2024' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run analysis' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined, actions: undefined, title: 'Usage' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  },
};
