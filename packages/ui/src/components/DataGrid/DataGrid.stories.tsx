import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { StatusTag } from '../StatusTag/StatusTag.tsx';
import { companyStatuses, type CompanyStatus } from '../StatusTag/companyStatus.tsx';
import { DataGrid, type CellEdit, type DataGridColumn } from './DataGrid.tsx';

interface Company {
  id: string;
  name: string;
  country: string;
  revenue: number;
  margin: number;
  status: CompanyStatus;
}

const countries = ['Germany', 'France', 'Netherlands', 'Spain', 'Italy', 'Poland', 'Sweden', 'Austria'];
const stems = ['Nordwind', 'Alpine', 'Baltic', 'Iberia', 'Polder', 'Danube', 'Rhine', 'Carpathia', 'Fjord', 'Adriatic'];
const kinds = ['Logistics', 'Components', 'Freight', 'Distribution', 'Trading', 'Services'];

// Deterministic data so screenshots are stable.
function makeCompanies(count: number): Company[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    name: `${stems[i % stems.length]} ${kinds[(i * 7) % kinds.length]} ${i + 1}`,
    country: countries[(i * 3) % countries.length]!,
    revenue: 2_000 + ((i * 7919) % 248_000),
    margin: Math.round((((i * 37) % 240) / 10 - 4) * 10) / 10,
    status: companyStatuses[(i * 5) % companyStatuses.length]!,
  }));
}

const numberFormat = new Intl.NumberFormat('en-GB');

const columns: DataGridColumn<Company>[] = [
  { key: 'id', header: '#', width: 72, numeric: true, getValue: (c) => c.id },
  { key: 'name', header: 'Company', width: 260, editable: true, getValue: (c) => c.name },
  { key: 'country', header: 'Country', width: 140, getValue: (c) => c.country },
  { key: 'revenue', header: 'Revenue (kEUR)', width: 150, numeric: true, getValue: (c) => numberFormat.format(c.revenue) },
  { key: 'margin', header: 'Operating margin %', width: 170, numeric: true, editable: true, getValue: (c) => c.margin.toFixed(1) },
  { key: 'status', header: 'Status', width: 280, getValue: (c) => c.status, render: (c) => <StatusTag status={c.status} size="sm" /> },
];

function validate({ columnKey, value }: CellEdit<Company>): string | null {
  if (columnKey === 'name' && value.trim() === '') return 'Company name is required.';
  if (columnKey === 'margin' && !/^-?\d+(\.\d+)?$/.test(value.trim())) return 'Enter a number, e.g. 4.5.';
  return null;
}

function CompaniesGrid({ count, onCellEdit }: { count: number; onCellEdit: (edit: CellEdit<Company>) => void }) {
  const [rows, setRows] = useState(() => makeCompanies(count));
  return (
    <DataGrid
      aria-label="Imported companies"
      rows={rows}
      columns={columns}
      getRowId={(c) => c.id}
      height={440}
      validate={validate}
      onCellEdit={(edit) => {
        onCellEdit(edit);
        setRows((current) =>
          current.map((c, i) =>
            i === edit.rowIndex ? { ...c, [edit.columnKey]: edit.columnKey === 'margin' ? Number(edit.value) : edit.value } : c,
          ),
        );
      }}
    />
  );
}

const meta = {
  title: 'Data/DataGrid',
  component: CompaniesGrid,
  args: { count: 10_000, onCellEdit: fn() },
} satisfies Meta<typeof CompaniesGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Imported companies' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    // Only the visible window is in the DOM.
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid');
    // The virtualizer renders its rows once it has measured the grid.
    await userEvent.click(await within(grid).findByText('Nordwind Logistics 1'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('Sweden');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '10001'));
    await expect(within(grid).getByText('Adriatic Distribution 10000')).toBeVisible();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('1'));
  },
};

export const InlineEditing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const grid = canvas.getByRole('grid');
    // The virtualizer renders its rows once it has measured the grid (slow on a busy machine).
    const cell = (await within(grid).findAllByRole('gridcell')).find((c) => c.textContent === '-4.0');
    await userEvent.dblClick(cell!);
    const input = within(grid).getByRole('textbox', { name: 'Operating margin %, row 1' });
    await userEvent.clear(input);
    await userEvent.type(input, 'abc{Enter}');
    await expect(within(grid).getByRole('alert')).toHaveTextContent('Enter a number, e.g. 4.5.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCellEdit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '6.25{Enter}');
    await expect(args.onCellEdit).toHaveBeenCalledWith(expect.objectContaining({ rowIndex: 0, columnKey: 'margin', value: '6.25' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('6.3'));
  },
};

export const ScrollsTenThousandRows: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    const started = performance.now();
    for (let top = 0; top < 36 * 10_000; top += 36 * 2_000) {
      grid.scrollTop = top;
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(within(grid).getByText('Adriatic Distribution 10000')).toBeInTheDocument());
    await expect(performance.now() - started).toBeLessThan(3000);
  },
};
