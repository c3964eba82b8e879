import type { Meta, StoryObj } from '@storybook/react-vite';
import { sidebarItems, type AccessUser } from '@quartile/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import type { ThemePreference } from '../../theme/theme-mode.ts';
import { Sidebar } from '../Sidebar/index.ts';
import { AppShell } from './AppShell.tsx';

interface ShellStoryProps {
  role: 'employee' | 'non-employee' | 'benchmarking-disabled';
  collapsed: boolean;
  currentPath?: string;
  onLogout?: () => void;
  isLoggingOut?: boolean;
  /** Sections below the header, to make a page longer than the screen. */
  sections?: number;
}

const USERS: Record<ShellStoryProps['role'], AccessUser & { name: string; firm: { name: string } }> = {
  employee: { name: 'Anna Lindqvist', is_employee: true, firm: { name: 'Lindqvist Transfer Pricing AB', feature_benchmarking_enabled: true } },
  'non-employee': { name: 'Marc Keller', is_employee: false, firm: { name: 'Lindqvist Transfer Pricing AB', feature_benchmarking_enabled: true } },
  'benchmarking-disabled': { name: 'Rahul Mehta', is_employee: true, firm: { name: 'Mehta & Rao Advisors', feature_benchmarking_enabled: false } },
};

function ShellStory({ role, collapsed, currentPath = '/dashboard', onLogout = () => undefined, isLoggingOut, sections = 0 }: ShellStoryProps) {
  const [isCollapsed, setCollapsed] = useState(collapsed);
  const [theme, setTheme] = useState<ThemePreference>('system');
  const user = USERS[role];
  return (
    <AppShell
      sidebar={
        <Sidebar
          items={sidebarItems(user).map((i) => ({ id: i.id, label: i.label, href: i.path }))}
          currentPath={currentPath}
          userName={user.name}
          firmName={user.firm.name}
          isCollapsed={isCollapsed}
          onCollapsedChange={setCollapsed}
          themePreference={theme}
          onThemeChange={setTheme}
          onLogout={onLogout}
          isLoggingOut={isLoggingOut}
        />
      }
    >
      <PageHeader title="Dashboard" description="Your studies, usage and shortcuts." />
      {Array.from({ length: sections }, (_, i) => (
        <section key={i} aria-label={`Section ${i + 1}`}>
          <h2>Study {i + 1}</h2>
          <p>
            Forty-six candidate comparables were screened against the accept and reject criteria; the range rests on the accepted ones, each with its
            cited sources.
          </p>
        </section>
      ))}
    </AppShell>
  );
}

const meta = {
  title: 'Fragments/AppShell',
  component: ShellStory,
  parameters: { layout: 'fullscreen' },
  args: { role: 'employee', collapsed: false, onLogout: fn() },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wide = () => window.innerWidth >= 768;
const navNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

export const EmployeeExpanded: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(navNames(canvas)).toEqual(['Dashboard', 'Vault', 'Agents', 'Benchmarks', 'Usage', 'Help & Support']);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Anna Lindqvist')).toBeInTheDocument();
    await expect(canvas.getByText('Lindqvist Transfer Pricing AB')).toBeInTheDocument();
    await expect(canvas.getByRole('radiogroup', { name: 'Colour mode' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    if (wide()) {
      await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
      await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
      await expect(args.onLogout).toHaveBeenCalled();
    }
  },
};

export const EmployeeCollapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Labels stay the links' accessible names when only the icons show.
    await expect(navNames(canvas)).toEqual(['Dashboard', 'Vault', 'Agents', 'Benchmarks', 'Usage', 'Help & Support']);
    if (!wide()) return;
    const toggle = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NonEmployeeExpanded: Story = {
  args: { role: 'non-employee' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(navNames(canvas)).toEqual(['Dashboard', 'Help & Support']);
    await expect(canvas.queryByRole('link', { name: 'Vault' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Marc Keller')).toBeInTheDocument();
  },
};

export const NonEmployeeCollapsed: Story = {
  args: { role: 'non-employee', collapsed: true },
  play: async ({ canvasElement }) => {
    await expect(navNames(within(canvasElement))).toEqual(['Dashboard', 'Help & Support']);
  },
};

export const BenchmarkingDisabledExpanded: Story = {
  args: { role: 'benchmarking-disabled', currentPath: '/vault/123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(navNames(canvas)).toEqual(['Dashboard', 'Vault', 'Agents', 'Usage', 'Help & Support']);
    await expect(canvas.getByRole('link', { name: 'Vault' })).toHaveAttribute('aria-current', 'page');
  },
};

export const BenchmarkingDisabledCollapsed: Story = {
  args: { role: 'benchmarking-disabled', collapsed: true },
  play: async ({ canvasElement }) => {
    await expect(navNames(within(canvasElement))).toEqual(['Dashboard', 'Vault', 'Agents', 'Usage', 'Help & Support']);
  },
};

export const LoggingOut: Story = {
  args: { isLoggingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logout' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A page longer than the screen: the sidebar's background and border reach its foot, on a phone the top bar stays. */
export const LongPage: Story = {
  tags: ['screenshot'],
  args: { sections: 14 },
  parameters: { screenshotWidths: [375, 1280] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Study 14' })).toBeInTheDocument();
    if (!wide()) return;
    const column = canvas.getByRole('complementary', { name: 'Sidebar' }).parentElement!;
    await expect(column.getBoundingClientRect().height).toBeGreaterThanOrEqual(document.documentElement.scrollHeight - 1);
  },
};

/** Below 768 px the sidebar is a top bar with a menu button (choose the Mobile 375 viewport). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Open menu', hidden: true });
    if (wide()) {
      await expect(menu).not.toBeVisible();
      return;
    }
    await expect(canvas.getByRole('navigation', { name: 'Main' })).not.toBeVisible();
    await userEvent.click(menu);
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};
