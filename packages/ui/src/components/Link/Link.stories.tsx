import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { children: 'View methodology', onPress: fn() },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { href: '#methodology' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View methodology' });
    await expect(link).toHaveAttribute('href', '#methodology');
  },
};

export const States: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <p>
        Interquartile ranges follow the <Link {...args} href="#oecd">OECD Guidelines</Link> for comparability.
      </p>
      <Link {...args} variant="standalone">Open benchmark</Link>
      <Link {...args} variant="subtle">Terms of use</Link>
      <Link {...args} isDisabled>Download report</Link>
    </div>
  ),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Open benchmark' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Download report' })).toHaveAttribute('aria-disabled', 'true');
  },
};
