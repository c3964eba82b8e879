import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Exclude loss-making years', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Exclude loss-making years' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const States: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args}>Unchecked</Checkbox>
      <Checkbox {...args} defaultSelected>Checked</Checkbox>
      <Checkbox {...args} isIndeterminate>Some companies selected</Checkbox>
      <Checkbox {...args} isDisabled>Disabled</Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>Disabled and checked</Checkbox>
      <Checkbox {...args} isInvalid>Invalid</Checkbox>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Checked' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Some companies selected' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
  },
};
