import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchField } from './SearchField.tsx';
import { maxWidth } from '../../storybook/index.ts';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: { 'aria-label': 'Search companies', placeholder: 'Search companies', onSubmit: fn(), onClear: fn() },
  decorators: [maxWidth(320)],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search companies' });
    await userEvent.type(input, 'logistics{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('logistics');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Filter by name', description: 'Matches name and registration number.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Filter by name' });
    await userEvent.type(input, 'GmbH{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Nordwind' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
  },
};
