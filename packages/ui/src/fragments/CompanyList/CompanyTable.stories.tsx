import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompanyTable } from './CompanyTable.tsx';
import type { CompanyFilter } from './companyList.ts';
import { companiesWithFinancials, importedCompanies, manyCompanies } from './listFixtures.ts';

type Args = Pick<React.ComponentProps<typeof CompanyTable>, 'companies' | 'onOpen'>;
function Stateful({ companies, onOpen }: Args) {
  const [filter, setFilter] = useState<CompanyFilter>('all');
  const [search, setSearch] = useState('');
  return <CompanyTable companies={companies} filter={filter} onFilterChange={setFilter} search={search} onSearchChange={setSearch} onOpen={onOpen} />;
}

const meta = {
  title: 'Fragments/Companies/Company table',
  component: Stateful,
  args: { companies: importedCompanies(), onOpen: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Status and every flag of the spec, as text; deleted companies are out of the list. */
export const Flags: Story = {
  tags: ['screenshot'],
  // The grid on a phone and a desktop: its own horizontal scroll, never the page's; no flag cut off.
  parameters: { screenshotWidths: [375, 1280] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('9 companies');
    const grid = canvas.getByRole('grid', { name: 'Companies' });
    // The virtualizer renders its rows once it has measured the grid.
    await expect(await within(grid).findByText('Invalid URL')).toBeVisible();
    await expect(within(grid).getAllByText('Missing website').length).toBeGreaterThan(0);
    await expect(within(grid).getByText('URL manually validated')).toBeVisible();
    // Beyond two flags a cell counts the rest, named for screen readers: nothing is cut at its edge.
    await expect(within(grid).getAllByText('+1').length).toBeGreaterThan(0);
    await expect(within(grid).getAllByText(/more: Source not provided/).length).toBeGreaterThan(0);
    await expect(within(grid).getByText('Missing name')).toBeVisible();
    await expect(within(grid).queryByText('Old List Trading Ltd')).toBeNull();
    await userEvent.click(within(grid).getByRole('button', { name: 'Open Kallio Industrial Oy' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: 'Kallio Industrial Oy' }));
  },
};

/** Filters and search narrow the list. */
export const FilterAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Show/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Data issues (4)' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('4 of 9 companies');
    await userEvent.click(canvas.getByRole('button', { name: /Show/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Excluded (1)' }));
    await expect(await within(canvas.getByRole('grid')).findByText('Polder Hydraulics BV')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Show/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'All companies (9)' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'fjord');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 9 companies');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search companies' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'zzz');
    await expect(canvas.getByText('No company matches. Change the search or the filter.')).toBeVisible();
  },
};

/** 10,000 companies: only the visible rows are rendered; scrolling to the end shows the last one. */
export const TenThousandRows: Story = {
  args: { companies: manyCompanies(10_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('10,000 companies');
    const grid = canvas.getByRole('grid', { name: 'Companies' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(within(grid).getByText('Adriatic Distribution 10000')).toBeVisible());
  },
};

/** Revenue, operating margin and activity code columns; a header sorts by its column, companies without a value last. */
export const SortByColumn: Story = {
  tags: ['screenshot'],
  args: { companies: companiesWithFinancials() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Companies' });
    const names = () =>
      within(grid)
        .getAllByRole('button', { name: /^Open / })
        .map((b) => b.textContent);
    await expect(await within(grid).findByText('NACE 2813')).toBeVisible();
    await expect(within(grid).getByText('11.0%')).toBeVisible();
    await expect(within(grid).getByText('NAICS 333914')).toBeVisible();
    const margin = within(grid).getByRole('columnheader', { name: /Operating margin 2023/ });
    await expect(margin).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(margin).getByRole('button'));
    await expect(margin).toHaveAttribute('aria-sort', 'ascending');
    await expect(names()).toEqual(['Nordhavn Teknik A/S', 'Danube Flow Kft', 'Kallio Industrial Oy', 'Brennero Componenti SpA', 'Fjord Maskin AS']);
    await userEvent.click(within(margin).getByRole('button'));
    await expect(margin).toHaveAttribute('aria-sort', 'descending');
    await expect(names()).toEqual(['Brennero Componenti SpA', 'Kallio Industrial Oy', 'Danube Flow Kft', 'Nordhavn Teknik A/S', 'Fjord Maskin AS']);
    await userEvent.click(within(within(grid).getByRole('columnheader', { name: /Revenue 2023/ })).getByRole('button'));
    await expect(names()[0]).toBe('Nordhavn Teknik A/S');
    await userEvent.click(within(within(grid).getByRole('columnheader', { name: /Activity code/ })).getByRole('button'));
    await expect(names()).toEqual(['Kallio Industrial Oy', 'Brennero Componenti SpA', 'Nordhavn Teknik A/S', 'Danube Flow Kft', 'Fjord Maskin AS']);
  },
};
