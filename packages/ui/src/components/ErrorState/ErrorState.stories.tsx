import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';
import { pressTryAgain } from '../../storybook/index.ts';

const meta = {
  title: 'Blocks/ErrorState',
  component: ErrorState,
  args: { onRetry: fn(), title: 'Usage could not be loaded' },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Usage could not be loaded');
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
