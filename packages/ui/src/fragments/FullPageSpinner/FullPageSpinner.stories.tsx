import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullPageSpinner } from './FullPageSpinner.tsx';
import { fullscreen } from '../../storybook/index.ts';

const meta = {
  title: 'Fragments/FullPageSpinner',
  component: FullPageSpinner,
  parameters: fullscreen,
} satisfies Meta<typeof FullPageSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown while a protected page restores the session with the refresh cookie. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Signing you in...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in...');
  },
};
