import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { PublicLayout } from './PublicLayout.tsx';
import { fullscreen } from '../../storybook/index.ts';

const meta = {
  title: 'Fragments/PublicLayout',
  component: PublicLayout,
  parameters: fullscreen,
  args: {
    brandName: 'Quartile',
    homeLabel: 'Quartile home',
    navLabel: 'Main',
    menuLabel: 'Menu',
    skipLabel: 'Skip to content',
    footerLabel: 'Site footer',
    footerTagline: 'The AI platform for transfer-pricing benchmarking.',
    currentPath: '/pricing',
    navigate: fn(),
    navLinks: [
      { label: 'Benchmarking', href: '/benchmarking' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
    ],
    login: { label: 'Login', href: '/login' },
    requestDemo: { label: 'Request Demo', href: '/contact' },
    footerColumns: [
      {
        title: 'Product',
        links: [
          { label: 'Features', href: '/products' },
          { label: 'Benchmarking', href: '/benchmarking' },
          { label: 'Pricing', href: '/pricing' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About', href: '/about' },
          { label: 'Careers', href: '/careers' },
          { label: 'Contact', href: '/contact' },
        ],
      },
      {
        title: 'Legal',
        links: [
          { label: 'Privacy Policy', href: '/privacy-policy' },
          { label: 'Terms of Service', href: '/terms-of-service' },
        ],
      },
      { title: 'Connect', links: [{ label: 'Schedule a Demo', href: '/contact' }] },
    ],
    companyLine: '© 2025 Sample Company Private Limited. All rights reserved.',
    children: <div style={{ padding: '80px 32px', minHeight: 240 }}>Page content</div>,
  },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    for (const column of ['Product', 'Company', 'Legal', 'Connect'])
      await expect(canvas.getByRole('navigation', { name: column })).toBeVisible();
    await expect(canvas.getByText(/Private Limited/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-public]')).not.toBeNull();
    // In-app links go through the router instead of reloading the page.
    await userEvent.click(within(main).getByRole('link', { name: 'About' }));
    await expect(args.navigate).toHaveBeenCalledWith('/about');
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The toggle is CSS-hidden at desktop widths and the runner may use either width, so it is
    // found by its wiring rather than by role.
    const toggle = canvasElement.querySelector<HTMLButtonElement>('button[aria-controls]');
    if (!toggle) throw new Error('no menu toggle');
    await expect(toggle).toHaveAttribute('aria-label', 'Menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    const menu = canvasElement.querySelector<HTMLElement>(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`);
    if (!menu) throw new Error('the toggle controls no menu');
    await expect(menu).toHaveAttribute('aria-label', 'Menu');
    await expect(within(menu).getByText('Contact').closest('a')).toHaveAttribute('href', '/contact');
    await expect(within(menu).getByText('Request Demo')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};
