import { makeClient } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ClientList } from './ClientList.tsx';
import { pressTryAgain } from '../../storybook/index.ts';

const clients = [1, 2, 3].map((n) => makeClient(n));

const meta = {
  title: 'Fragments/Vault/ClientList',
  component: ClientList,
  args: {
    state: 'ready',
    clients,
    total: clients.length,
    page: 1,
    pageSize: 20,
    search: '',
    onSearchChange: fn(),
    onPageChange: fn(),
    onAddClient: fn(),
    onRetry: fn(),
    clientHref: (c) => `/vault/${c.id}`,
  },
} satisfies Meta<typeof ClientList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Clients' });
    const link = await within(table).findByRole('link', { name: 'Helvetia Pumps AG' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(link).toHaveAttribute('href', `/vault/${clients[0]?.id}`);
    await expect(within(table).getByRole('rowheader', { name: /Saffron Spice Exports/ })).toBeVisible();
    await expect(canvas.getByText('Showing 1–3 of 3 clients')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search clients' }), 'i');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('i');
    await userEvent.click(canvas.getByRole('button', { name: 'Add client' }));
    await expect(args.onAddClient).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { state: 'loading', clients: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading clients');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { clients: [], total: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Add client' });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    await expect(args.onAddClient).toHaveBeenCalled();
  },
};

export const NoSearchResults: Story = {
  args: { clients: [], total: 0, search: 'Zanzibar' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'No clients match “Zanzibar”' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all clients' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith('');
  },
};

export const ServerError: Story = {
  args: { state: 'error', clients: [], total: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(within(canvas.getByRole('alert')).getByRole('heading', { name: 'Failed to fetch data' })).toBeVisible();
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Refreshing: Story = {
  args: { isRefreshing: true, search: 'Helv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Clients' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Updating clients' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeDisabled();
  },
};

const many = Array.from({ length: 20 }, (_, i) =>
  makeClient((i % 3) + 1, { id: `00000000-0000-4000-8000-${String(i + 41).padStart(12, '0')}`, name: `Client ${String(i + 41).padStart(5, '0')} Holdings Ltd`, benchmark_count: i % 4 }),
);

export const ManyRows: Story = {
  args: { clients: many, total: 10_000, page: 3 },
  play: async ({ canvas, args, userEvent }) => {
    await canvas.findByRole('link', { name: 'Client 00041 Holdings Ltd' });
    await expect(within(canvas.getByRole('grid', { name: 'Clients' })).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByText('Showing 41–60 of 10,000 clients')).toBeVisible();
    await expect(canvas.getByText('Page 3 of 500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: /Previous/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LongNames: Story = {
  args: {
    clients: [
      makeClient(1, {
        name: 'Internationale Pumpen- und Armaturenvertriebsgesellschaft für Nordeuropa und das Baltikum mit beschränkter Haftung',
        website: 'https://www.internationale-pumpen-und-armaturenvertriebsgesellschaft-nordeuropa.example/de/unternehmen',
        poc_name: 'Maximiliane Theodora von Hohenzollern-Sigmaringen',
      }),
      makeClient(2, { region: null, poc_name: null, poc_contact: null }),
    ],
    total: 2,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Internationale Pumpen- und Armaturenvertriebsgesellschaft/ })).toBeVisible();
    await expect(canvas.getAllByText('Not set')).toHaveLength(2);
  },
};
