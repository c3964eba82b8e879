import { reviewQueue, reviewQueueCounts, type ReviewFilter } from '@quartile/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ReviewQueue } from './ReviewQueue.tsx';
import { reviewCompanies } from './reviewFixtures.ts';

const companies = reviewCompanies();

function Stateful({ initial = 'to-review', onSelect }: { initial?: ReviewFilter; onSelect: (id: string) => void }) {
  const [filter, setFilter] = useState<ReviewFilter>(initial);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: 380 }}>
      <ReviewQueue
        companies={reviewQueue(companies, filter, search)}
        counts={reviewQueueCounts(companies)}
        filter={filter}
        onFilterChange={setFilter}
        search={search}
        onSearchChange={setSearch}
        selectedId={selected}
        onSelect={(id) => {
          setSelected(id);
          onSelect(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Fragments/Review/ReviewQueue',
  component: Stateful,
  args: { onSelect: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The queue to review: the conflict first, then high flags, then refrained; counts per filter. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('grid', { name: 'Companies to review' });
    const rows = within(list).getAllByRole('row');
    await expect(rows[0]).toHaveTextContent('Baltic Hydro Parts UAB');
    await expect(rows[0]).toHaveTextContent('Decision Conflict');
    await expect(rows[0]).toHaveTextContent('2 flags, 2 high');
    await expect(canvas.getByRole('radio', { name: 'Conflicts (1)' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Flagged (4)' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'To review (7)' })).toBeChecked();
    await expect(rows.map((r) => r.textContent?.split(/\d/)[0])).toEqual([
      'Baltic Hydro Parts UAB',
      'Celtic Pump Distributors Ltd',
      'Nordhavn Industrial Supply A/S',
      'Alpenfluss Handels GmbH',
      'Vestfold Maskin AS',
      'Danubia Industrial Kft.',
      'Brightwater Components GmbH',
    ]);
    await userEvent.click(rows[1]!);
    await expect(args.onSelect).toHaveBeenCalled();
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Filtered to flagged companies, then searched by country. */
export const Flagged: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Flagged (4)' }));
    await expect(canvas.getByRole('radio', { name: 'Flagged (4)' })).toBeChecked();
    const list = canvas.getByRole('grid', { name: 'Companies to review' });
    await expect(within(list).getAllByRole('row')).toHaveLength(4);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the queue' }), 'Denmark');
    await expect(within(list).getAllByRole('row')).toHaveLength(1);
    await expect(within(list).getByRole('row')).toHaveTextContent('Nordhavn Industrial Supply A/S');
  },
};

/** Keyboard: arrows move through the queue, the focused company is selected. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('grid', { name: 'Companies to review' });
    await userEvent.click(within(list).getAllByRole('row')[0]!);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/** A filter without companies says so. */
export const Empty: Story = {
  args: { initial: 'outdated' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the queue' }), 'zzz');
    await expect(canvas.getByText('No company matches this filter.')).toBeVisible();
  },
};
