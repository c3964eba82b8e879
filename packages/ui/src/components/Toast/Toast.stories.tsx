import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toaster } from './Toast.tsx';
import { toast } from './toastQueue.ts';

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', minHeight: 360 }}>
      <Button onPress={() => toast.success('Criteria saved')}>Success</Button>
      <Button onPress={() => toast.error('Upload failed', { description: 'The file has no company name column.' })}>Error</Button>
      <Button onPress={() => toast.info('Re-run needed', { description: '14 companies are outdated after the criteria change.' })}>Info</Button>
      <Button onPress={() => toast.loading('Importing annual reports...')}>Loading</Button>
      <Button variant="ghost" onPress={() => toast.dismiss()}>Dismiss all</Button>
      <Toaster {...args} />
    </div>
  ),
  beforeEach: () => {
    toast.dismiss();
    return () => toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    // Toasts fade in; wait for the entrance to finish before checking visibility.
    await waitFor(() => expect(body().getByText('Upload failed')).toBeVisible());
    await waitFor(() => expect(body().getByText('Importing annual reports...')).toBeVisible());
    await expect(body().getByRole('region', { name: /notifications/i })).toBeVisible();
  },
};

export const SuccessDismissesAfterTwoSeconds: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await waitFor(() => expect(body().getByText('Criteria saved')).toBeVisible());
    await new Promise((r) => setTimeout(r, 1200));
    await expect(body().getByText('Criteria saved')).toBeVisible();
    await waitFor(() => expect(body().queryByText('Criteria saved')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const LoadingStaysUntilDismissed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Loading' }));
    await body().findByText('Importing annual reports...');
    await new Promise((r) => setTimeout(r, 2500));
    await expect(body().getByText('Importing annual reports...')).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body().queryByText('Importing annual reports...')).not.toBeInTheDocument());
  },
};

export const PausedWhilePageHidden: Story = {
  play: async ({ canvasElement }) => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
      await body().findByText('Criteria saved');
      setVisibility('hidden');
      await new Promise((r) => setTimeout(r, 2600));
      await expect(body().getByText('Criteria saved')).toBeVisible();
    } finally {
      setVisibility('visible');
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
    await waitFor(() => expect(body().queryByText('Criteria saved')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const AtMost24Visible: Story = {
  play: async () => {
    for (let i = 1; i <= 30; i++) toast.info(`Company ${i} re-queued`);
    await waitFor(() => expect(body().getAllByText(/re-queued/)).toHaveLength(24));
    await expect(body().queryByText('Company 1 re-queued')).not.toBeInTheDocument();
    await expect(body().getByText('Company 30 re-queued')).toBeInTheDocument();
  },
};

/** Four failed calls of one page with the same message: one toast, not four stacked over the sidebar. */
export const IdenticalMessagesCollapse: Story = {
  play: async () => {
    for (let i = 0; i < 4; i++) toast.error('Benchmark not found');
    toast.error('Benchmark not found', { description: 'It may belong to another firm.' });
    await waitFor(() => expect(body().getAllByText('Benchmark not found')).toHaveLength(2));
    await expect(body().getByText('It may belong to another firm.')).toBeInTheDocument();
  },
};
