import type { Company } from '@quartile/api';
import { useMemo } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { DataGrid, type DataGridColumn } from '../../components/DataGrid/DataGrid.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { StatusTag } from '../../components/StatusTag/StatusTag.tsx';
import { CompanyFlags } from './CompanyFlags.tsx';
import {
  activityCode,
  COMPANY_FILTERS,
  filterCompanies,
  filterCounts,
  formatAmount,
  formatPercent,
  operatingMargin,
  type CompanyFilter,
} from './companyList.ts';
import * as styles from './CompanyList.css.ts';

export interface CompanyTableProps {
  companies: readonly Company[];
  filter: CompanyFilter;
  onFilterChange: (filter: CompanyFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  onOpen: (company: Company) => void;
  /** Height of the scrolling table in px. */
  height?: number;
  /** The study's financial years: the figures shown are its latest year's (else the latest year in the data). */
  years?: readonly number[];
}

/** Every company of the study in a virtualized grid (10,000 rows scroll smoothly), with filters and search. */
export function CompanyTable({ companies, filter, onFilterChange, search, onSearchChange, onOpen, height = 520, years }: CompanyTableProps) {
  const counts = useMemo(() => filterCounts(companies), [companies]);
  const rows = useMemo(() => filterCompanies(companies, filter, search), [companies, filter, search]);
  const latestYear = useMemo(() => {
    if (years && years.length > 0) return Math.max(...years);
    let y = 0;
    for (const c of companies) for (const f of c.financial_data) if (f.year > y) y = f.year;
    return y || null;
  }, [companies, years]);

  const columns: DataGridColumn<Company>[] = [
    { key: 'row', header: 'Row', width: 72, numeric: true, getValue: (c) => c.row ?? null, sortValue: (c) => c.row ?? null },
    {
      key: 'name',
      header: 'Company',
      width: 260,
      getValue: (c) => c.name,
      sortValue: (c) => c.name?.trim() || null,
      render: (c) => (
        <AriaButton className={styles.nameButton} onPress={() => onOpen(c)} aria-label={c.name?.trim() ? `Open ${c.name.trim()}` : `Open Missing name (row ${c.row ?? ''})`}>
          {c.name?.trim() || <span className={styles.muted}>Missing name</span>}
        </AriaButton>
      ),
    },
    { key: 'country', header: 'Country', width: 130, getValue: (c) => c.country, sortValue: (c) => c.country, render: (c) => c.country || <span className={styles.muted}>Missing</span> },
    { key: 'website', header: 'Website', width: 220, getValue: (c) => c.website, render: (c) => c.website || <span className={styles.muted}>Missing</span> },
    { key: 'status', header: 'Status', width: 210, getValue: (c) => c.status, sortValue: (c) => c.status, render: (c) => <StatusTag status={c.status} size="sm" /> },
    { key: 'flags', header: 'Flags', width: 300, getValue: (c) => c.is_excluded ? 'Excluded' : 'Included', render: (c) => <CompanyFlags company={c} limit={2} /> },
    {
      key: 'revenue',
      header: latestYear ? `Revenue ${latestYear}` : 'Revenue',
      width: 140,
      numeric: true,
      getValue: (c) => formatAmount(c.financial_data.find((f) => f.year === latestYear)?.revenue),
      sortValue: (c) => c.financial_data.find((f) => f.year === latestYear)?.revenue,
    },
    {
      key: 'operating_profit',
      header: latestYear ? `Operating profit ${latestYear}` : 'Operating profit',
      width: 170,
      numeric: true,
      getValue: (c) => formatAmount(c.financial_data.find((f) => f.year === latestYear)?.operating_profit),
      sortValue: (c) => c.financial_data.find((f) => f.year === latestYear)?.operating_profit,
    },
    {
      key: 'operating_margin',
      header: latestYear ? `Operating margin ${latestYear}` : 'Operating margin',
      width: 170,
      numeric: true,
      getValue: (c) => formatPercent(operatingMargin(c, latestYear)),
      sortValue: (c) => operatingMargin(c, latestYear),
    },
    { key: 'activity', header: 'Activity code', width: 150, getValue: activityCode, sortValue: activityCode },
  ];

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <SearchField label="Search companies" className={styles.search} value={search} onChange={onSearchChange} placeholder="Name, country, website or BvD ID" />
        <Select label="Show" className={styles.filter} selectedKey={filter} onSelectionChange={(k) => onFilterChange(k as CompanyFilter)}>
          {COMPANY_FILTERS.map((f) => (
            <SelectItem key={f.id} id={f.id} textValue={`${f.label} (${counts[f.id]})`}>
              {`${f.label} (${counts[f.id]})`}
            </SelectItem>
          ))}
        </Select>
      </div>
      <p className={styles.count} role="status">
        {rows.length === counts[filter === 'deleted' ? 'deleted' : 'all'] && !search
          ? `${rows.length.toLocaleString('en-US')} companies`
          : `${rows.length.toLocaleString('en-US')} of ${counts[filter === 'deleted' ? 'deleted' : 'all'].toLocaleString('en-US')} companies`}
      </p>
      {rows.length === 0 ? (
        <p className={styles.empty}>No company matches. Change the search or the filter.</p>
      ) : (
        <DataGrid aria-label="Companies" rows={rows} columns={columns} getRowId={(c) => c.id} height={Math.min(height, 40 + rows.length * 36)} />
      )}
    </div>
  );
}
