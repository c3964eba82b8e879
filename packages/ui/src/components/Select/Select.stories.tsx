import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select.tsx';

const sizeBands = ['1-50', '51-200', '201-1000', '1000+'] as const;

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Company size', placeholder: 'Choose a size band', onSelectionChange: fn(), children: null },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Select {...args}>
        {sizeBands.map((band) => (
          <SelectItem key={band} id={band}>{`${band} employees`}</SelectItem>
        ))}
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Company size/ });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '51-200 employees' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('51-200');
    await waitFor(() => expect(trigger).toHaveTextContent('51-200 employees'));
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Company size/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('51-200');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Choose a size band to continue.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a size band to continue.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: '1000+' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Company size/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('1000+ employees');
  },
};
