import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Sidebar } from './Sidebar.tsx';
import { fullscreen } from '../../storybook/index.ts';

const EMPLOYEE_ITEMS = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard' },
  { id: 'vault', label: 'Vault', href: '/vault' },
  { id: 'agents', label: 'Agents', href: '/agents' },
  { id: 'benchmarks', label: 'Benchmarks', href: '/benchmarks' },
  { id: 'usage', label: 'Usage', href: '/usage' },
  { id: 'help', label: 'Help & Support', href: '/help-and-support' },
];

const meta = {
  title: 'Fragments/Sidebar',
  component: Sidebar,
  parameters: fullscreen,
  args: {
    items: EMPLOYEE_ITEMS,
    currentPath: '/benchmarks/42',
    userName: 'Anna Lindqvist',
    firmName: 'Lindqvist Transfer Pricing AB',
    isCollapsed: false,
    onCollapsedChange: fn(),
    themePreference: 'light',
    onThemeChange: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Benchmarks' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    if (window.innerWidth < 768) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('radio', { name: 'System' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('system');
  },
};

export const Collapsed: Story = {
  args: { isCollapsed: true, themePreference: 'dark' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    if (window.innerWidth < 768) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
  },
};
