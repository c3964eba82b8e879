import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { StatusTag } from '../StatusTag/StatusTag.tsx';
import type { CompanyStatus } from '../StatusTag/companyStatus.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.tsx';

interface Company {
  id: string;
  name: string;
  country: string;
  margin: number;
  status: CompanyStatus;
}

const companies: Company[] = [
  { id: '1', name: 'Nordwind Logistics GmbH', country: 'Germany', margin: 4.8, status: 'Accepted using Criteria' },
  { id: '2', name: 'Polder Pompen B.V.', country: 'Netherlands', margin: 7.1, status: 'Ready for Analysis' },
  { id: '3', name: 'Alpine Components AG', country: 'Switzerland', margin: 11.4, status: 'Rejected after Review' },
  { id: '4', name: 'Baltic Freight UAB', country: 'Lithuania', margin: 3.2, status: 'Decision Conflict' },
  { id: '5', name: 'Iberia Distribución S.L.', country: 'Spain', margin: 5.9, status: 'Analysis in Progress' },
];

function CompanyTable({ selectable }: { selectable?: boolean }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [selected, setSelected] = useState<Selection>(new Set());
  const rows = useMemo(() => {
    const key = sort.column as keyof Company;
    const sorted = [...companies].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [sort]);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Table
        aria-label="Comparable companies"
        sortDescriptor={sort}
        onSortChange={setSort}
        {...(selectable ? { selectionMode: 'multiple' as const, selectedKeys: selected, onSelectionChange: setSelected } : {})}
      >
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>Company</Column>
          <Column id="country" allowsSorting>Country</Column>
          <Column id="margin" allowsSorting numeric>Operating margin</Column>
          <Column id="status">Status</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(c) => (
            <Row id={c.id}>
              <Cell>{c.name}</Cell>
              <Cell>{c.country}</Cell>
              <Cell numeric>{`${c.margin.toFixed(1)} %`}</Cell>
              <Cell><StatusTag status={c.status} size="sm" /></Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {selectable ? <p style={{ fontSize: 13 }}>{selected === 'all' ? 'All selected' : `${selected.size} selected`}</p> : null}
    </div>
  );
}

const meta = {
  title: 'Primitives/Table',
  component: CompanyTable,
} satisfies Meta<typeof CompanyTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('grid', { name: 'Comparable companies' });
    const firstCell = () => within(table).getAllByRole('rowheader')[0];
    await expect(firstCell()).toHaveTextContent('Alpine Components AG');
    await userEvent.click(within(table).getByRole('columnheader', { name: /Operating margin/ }));
    await expect(firstCell()).toHaveTextContent('Baltic Freight UAB');
    await userEvent.click(within(table).getByRole('columnheader', { name: /Operating margin/ }));
    await expect(firstCell()).toHaveTextContent('Alpine Components AG');
    await expect(within(table).getByRole('columnheader', { name: /Operating margin/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Selectable: Story = {
  args: { selectable: true },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('grid', { name: 'Comparable companies' });
    const boxes = within(table).getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByText('All selected')).toBeVisible();
  },
};
