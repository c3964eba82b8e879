import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompletionProgress, CreateButton, RecordName } from './ListCells.tsx';

const create = fn();

const meta = { title: 'Primitives/ListCells', component: CreateButton } satisfies Meta<typeof CreateButton>;
export default meta;

/** The header's create action, a row's linked name with its second line, and a benchmark's progress. */
export const Pieces: StoryObj<typeof meta> = {
  args: { onPress: create, children: 'Add client' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360, justifyItems: 'start' }}>
      <CreateButton {...args} />
      <RecordName name="Helvetia Pumps AG" href="/vault/1" className="">
        <span>Limited-risk distributor</span>
      </RecordName>
      <CompletionProgress
        benchmark={{ name: 'Nordic LRD FY2024', completed_count: 12, total_companies: 40 }}
        className=""
        textClassName=""
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add client' }));
    await expect(create).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Helvetia Pumps AG' })).toHaveAttribute('href', '/vault/1');
    await expect(canvas.getByText('Limited-risk distributor')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress of Nordic LRD FY2024' })).toBeVisible();
    await expect(canvas.getByText('12/40')).toBeVisible();
  },
};
