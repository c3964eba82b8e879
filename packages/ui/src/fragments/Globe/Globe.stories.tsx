import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Globe } from './Globe.tsx';

const meta = {
  title: 'Fragments/Globe',
  component: Globe,
  args: {
    label: 'A globe marking financial centres where cross-border transactions are benchmarked',
    markers: [{ location: [19.076, 72.8777], size: 0.06 }, { location: [51.5072, -0.1276] }, { location: [40.7128, -74.006] }],
    rotate: false,
  },
  render: (args) => (
    <div style={{ width: 420 }}>
      <Globe {...args} />
    </div>
  ),
} satisfies Meta<typeof Globe>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    const globe = canvas.getByRole('img', { name: /globe marking financial centres/ });
    await expect(globe.tagName).toBe('CANVAS');
  },
};

export const Dark: Story = {
  args: { appearance: 'dark' },
  globals: { theme: 'dark' },
  play: Light.play,
};
