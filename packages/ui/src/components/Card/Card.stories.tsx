import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';
import { maxWidth } from '../../storybook/index.ts';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    id: 'criteria',
    title: 'Search criteria',
    subtitle: 'Applied to 1,248 companies',
    actions: <Button size="sm">Edit</Button>,
    children: 'Independence: no shareholder above 25 %. Turnover between EUR 2 m and EUR 250 m. Years 2021-2023.',
  },
  decorators: [maxWidth(520)],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Search criteria' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeEnabled();
  },
};

export const Flat: Story = {
  args: { elevation: 'flat', title: undefined, subtitle: undefined, actions: undefined, padding: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Independence/)).toBeVisible();
  },
};
