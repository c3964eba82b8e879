import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Compact table rows', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Compact table rows' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const States: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>On</Switch>
      <Switch {...args} isDisabled>Disabled off</Switch>
      <Switch {...args} isDisabled defaultSelected>Disabled on</Switch>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'On' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Disabled on' })).toBeDisabled();
  },
};
