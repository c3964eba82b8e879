import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, waitFor, within } from 'storybook/test';
import { FileIcon, MoreIcon, RefreshIcon, TrashIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu.tsx';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { onAction: fn(), 'aria-label': 'Benchmark actions' },
  render: (args) => (
    <MenuTrigger>
      <Button iconOnly aria-label="Benchmark actions" variant="ghost">
        <MoreIcon />
      </Button>
      <Menu {...args}>
        <MenuItem id="export" icon={<FileIcon />}>Export to Excel</MenuItem>
        <MenuItem id="rerun" icon={<RefreshIcon />}>Re-run analysis</MenuItem>
        <MenuItem id="archive" isDisabled>Archive</MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={<TrashIcon />} tone="critical">Delete benchmark</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Benchmark actions' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Re-run analysis' }));
    await expect((args.onAction as Mock).mock.calls[0]?.[0]).toBe('rerun');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Benchmark actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect((args.onAction as Mock).mock.calls[0]?.[0]).toBe('rerun');
  },
};
