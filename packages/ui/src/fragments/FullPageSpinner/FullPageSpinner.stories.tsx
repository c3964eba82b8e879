import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullPageSpinner } from './FullPageSpinner.tsx';

const meta = {
  title: 'Fragments/FullPageSpinner',
  component: FullPageSpinner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullPageSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown while a protected page restores the session with the refresh cookie. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Signing you in...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Signing you in...');
  },
};
