import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { RecordFallback, type RecordFallbackProps } from './RecordFallback.tsx';

const retry = fn();

/** The same client detail page in each state it can show instead of its record. */
const client: Omit<RecordFallbackProps, 'state'> = {
  className: '',
  back: { label: 'Back to clients', href: '/vault', size: 'sm' },
  frame: (message) => <Card>{message}</Card>,
  frameError: true,
  notFound: {
    title: 'Client not found',
    description: 'This client does not exist or belongs to another firm.',
    backLabel: 'Back to clients',
  },
  error: { title: 'Failed to fetch client details', description: 'Check your connection and try again.', onRetry: retry },
  loading: { label: 'Loading client', skeleton: <Skeleton width={280} height={32} /> },
};

const meta = { title: 'Primitives/RecordFallback', component: RecordFallback } satisfies Meta<typeof RecordFallback>;
export default meta;

export const EachState: StoryObj<typeof meta> = {
  args: { state: 'notFound', ...client },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <section aria-label="Not found">
        <RecordFallback state="notFound" {...client} />
      </section>
      <section aria-label="Failed">
        <RecordFallback state="error" {...client} />
      </section>
      <section aria-label="Loading">
        <RecordFallback state="loading" {...client} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notFound = within(canvas.getByRole('region', { name: 'Not found' }));
    await expect(notFound.getByRole('heading', { name: 'Client not found' })).toBeVisible();
    // The back link above and the one in the message lead to the same list.
    const links = notFound.getAllByRole('link', { name: 'Back to clients' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/vault');

    const failed = within(canvas.getByRole('region', { name: 'Failed' }));
    await expect(failed.getByRole('alert')).toHaveTextContent('Failed to fetch client details');
    await userEvent.click(failed.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();

    const loading = within(canvas.getByRole('region', { name: 'Loading' }));
    await expect(loading.getByRole('status')).toHaveTextContent('Loading client');
    await expect(loading.getByRole('link', { name: 'Back to clients' })).toBeVisible();
  },
};
