import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField.tsx';
import { maxWidth } from '../../storybook/index.ts';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Company name', placeholder: 'e.g. Nordwind Logistics GmbH', onChange: fn() },
  decorators: [maxWidth(360)],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  args: { description: 'As registered in the commercial register.' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Company name' });
    await userEvent.type(input, 'Acme');
    await expect(input).toHaveValue('Acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme');
  },
};

export const Password: Story = {
  args: { label: 'Password', placeholder: undefined, revealable: true, defaultValue: 'benchmark-2029' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    isRequired: true,
    placeholder: 'name@firm.com',
    validationBehavior: 'aria',
    validate: (value) => (value.includes('@') ? null : 'Enter an email address such as name@firm.com.'),
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'not-an-email');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter an email address such as name@firm.com.')).toBeVisible();
  },
};

export const States: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="Empty" />
      <TextField {...args} label="Filled" defaultValue="Nordwind Logistics GmbH" />
      <TextField {...args} label="Disabled" defaultValue="Locked after analysis" isDisabled />
      <TextField {...args} label="Invalid" defaultValue="12%" isInvalid errorMessage="Use a number between 0 and 100." />
      <TextField {...args} label="Password" placeholder={undefined} revealable defaultValue="secret-value" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Invalid' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use a number between 0 and 100.')).toBeVisible();
  },
};
