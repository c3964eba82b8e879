import { makeFars } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FarList } from './FarList.tsx';
import { pressTryAgain } from '../../storybook/index.ts';

const fars = makeFars();

const meta = {
  title: 'Fragments/FARs/FarList',
  component: FarList,
  args: {
    state: 'ready',
    fars,
    total: fars.length,
    page: 1,
    pageSize: 20,
    search: '',
    onSearchChange: fn(),
    onPageChange: fn(),
    onCreate: fn(),
    onRetry: fn(),
    farHref: (f) => `/fars/${f.id}`,
    backHref: '/agents',
  },
} satisfies Meta<typeof FarList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'FAR reports' })).toBeVisible();
    const grid = within(canvas.getByRole('grid', { name: 'FAR reports' }));
    await expect(await grid.findByRole('link', { name: 'Helvetia Pumps Nordic AB — FAR FY2023' })).toHaveAttribute(
      'href',
      `/fars/${fars[0]?.id}`,
    );
    await expect(grid.getByText('Final')).toBeVisible();
    await expect(canvas.getByText('Showing 1–3 of 3 reports')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search FAR reports' }), 'h');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('h');
    await userEvent.click(canvas.getByRole('button', { name: 'New FAR report' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { fars: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No FAR reports yet' })).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  args: { fars: [], total: 0, search: 'Zanzibar' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'No FAR reports match “Zanzibar”' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all reports' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith('');
  },
};

export const Loading: Story = {
  args: { state: 'loading', fars: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading FAR reports');
  },
};

export const ServerError: Story = {
  args: { state: 'error', fars: [], total: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
