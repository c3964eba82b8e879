import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompletionProgress, CreateButton, RecordName } from './ListCells.tsx';

const meta = {
  title: 'Primitives/ListCells',
  component: CreateButton,
  args: { onPress: fn(), children: 'Add client' },
} satisfies Meta<typeof CreateButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add client' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const NameAndProgress: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <RecordName name="Helvetia Pumps AG" href="/vault/1" className="">
        <span>Limited-risk distributor</span>
      </RecordName>
      <CompletionProgress name="Nordic LRD FY2024" completed={12} total={40} className="" textClassName="" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Helvetia Pumps AG' })).toHaveAttribute('href', '/vault/1');
    await expect(canvas.getByText('Limited-risk distributor')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress of Nordic LRD FY2024' })).toBeVisible();
    await expect(canvas.getByText('12/40')).toBeVisible();
  },
};
