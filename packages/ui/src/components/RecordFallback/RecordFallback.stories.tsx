import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { RecordFallback } from './RecordFallback.tsx';

const meta = {
  title: 'Primitives/RecordFallback',
  component: RecordFallback,
  args: {
    state: 'notFound',
    className: '',
    back: { label: 'Back to clients', href: '/vault', size: 'sm' },
    frame: (message) => <Card>{message}</Card>,
    notFound: { title: 'Client not found', description: 'This client does not exist or belongs to another firm.', backLabel: 'Back to clients' },
    error: { title: 'Failed to fetch client details', description: 'Check your connection and try again.', onRetry: fn() },
    loading: { label: 'Loading client', skeleton: <Skeleton width={280} height={32} /> },
  },
} satisfies Meta<typeof RecordFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Client not found' })).toBeVisible();
    // The back link above and the one in the message lead to the same list.
    const links = canvas.getAllByRole('link', { name: 'Back to clients' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/vault');
  },
};

export const Failed: Story = {
  args: { state: 'error', frameError: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch client details');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.error.onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading client');
    await expect(canvas.getByRole('link', { name: 'Back to clients' })).toBeVisible();
  },
};
