import type { Benchmark, Schemas } from '@quartile/api';
import type { SortDescriptor } from 'react-aria-components';
import { OptionalLink } from '../../components/Link/Link.tsx';
import { NothingYet, PagedListFrame } from '../../components/ListFrame/ListFrame.tsx';
import { CompletionProgress, CreateButton, RecordName } from '../../components/ListFrame/ListCells.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import type { PagedListProps } from '../../types/loadState.ts';
import { formatDate, formatNumber } from '../../format/format.ts';
import { BenchmarkStatusBadge } from '../../components/BenchmarkStatusBadge/BenchmarkStatusBadge.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './BenchmarkList.css.ts';

export type BenchmarkSort = Schemas['BenchmarkSort'];
export const BENCHMARK_SORTS = [
  'name',
  '-name',
  'created_at',
  '-created_at',
  'start_date',
  '-start_date',
  'status',
  '-status',
] as const satisfies readonly BenchmarkSort[];
export const DEFAULT_BENCHMARK_SORT: BenchmarkSort = '-created_at';

export function sortToDescriptor(sort: BenchmarkSort): SortDescriptor {
  const descending = sort.startsWith('-');
  return { column: descending ? sort.slice(1) : sort, direction: descending ? 'descending' : 'ascending' };
}

export function descriptorToSort(d: SortDescriptor): BenchmarkSort {
  const sort = `${d.direction === 'descending' ? '-' : ''}${String(d.column)}`;
  return (BENCHMARK_SORTS as readonly string[]).includes(sort) ? (sort as BenchmarkSort) : DEFAULT_BENCHMARK_SORT;
}

export interface BenchmarkListProps extends PagedListProps {
  benchmarks: readonly Benchmark[];
  sort: BenchmarkSort;
  onSortChange: (sort: BenchmarkSort) => void;
  onStartBenchmark: () => void;
  isRefreshing?: boolean;
  benchmarkHref: (benchmark: Benchmark) => string;
  clientHref?: (benchmark: Benchmark) => string;
}

/** The firm's benchmarks: search, sort by the server's keys, pages, and the start-a-benchmark action. */
export function BenchmarkList({ benchmarks, sort, onSortChange, onStartBenchmark, isRefreshing = false, benchmarkHref, clientHref, ...list }: BenchmarkListProps) {
  return (
    <PagedListFrame
      list={list}
      header={
        <PageHeader
          title="Benchmarks"
          description="Each benchmark is one search for comparable companies: from the database export through the analysts' screening to your reviewed decisions."
          actions={<CreateButton onPress={onStartBenchmark}>Start a benchmark</CreateButton>}
        />
      }
      search={{ label: 'Search benchmarks', placeholder: 'Benchmark or client name' }}
      isEmpty={benchmarks.length === 0}
      error={{
        title: 'Failed to fetch data',
        description: 'The benchmark list could not be loaded. Check your connection and try again.',
      }}
      loading={{ label: 'Loading benchmarks', cellWidths: ['85%', '60%', '40%', '70%'] }}
      noMatches={{ noun: 'benchmarks', description: 'Search looks at benchmark and client names.', clearLabel: 'Show all benchmarks' }}
      empty={
        <NothingYet
          title="No benchmarks yet"
          description="Start a benchmark for a client: name it, describe the tested party, and choose the financial years of interest. You upload the company list next."
          actionLabel="Start a benchmark"
          onAction={onStartBenchmark}
        />
      }
      refreshing={{ isActive: isRefreshing, label: 'Updating benchmarks' }}
      noun={['benchmark', 'benchmarks']}
    >
      <Table aria-label="Benchmarks" sortDescriptor={sortToDescriptor(sort)} onSortChange={(d) => onSortChange(descriptorToSort(d))}>
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            Benchmark
          </Column>
          <Column id="client">Client</Column>
          <Column id="status" allowsSorting>
            Status
          </Column>
          <Column id="start_date" allowsSorting>
            Start date
          </Column>
          <Column id="total" numeric>
            Companies
          </Column>
          <Column id="ongoing" numeric>
            Ongoing
          </Column>
          <Column id="completed" numeric>
            Completed
          </Column>
          <Column id="progress">Progress</Column>
          <Column id="created_at" allowsSorting>
            Created
          </Column>
        </TableHeader>
        <TableBody items={benchmarks}>
          {(b) => (
            <Row id={b.id}>
              <Cell textValue={b.name}>
                <RecordName name={b.name} href={benchmarkHref(b)} className={styles.nameCell} />
              </Cell>
              <Cell textValue={b.client_name}>
                <span className={styles.clientCell}>
                  <OptionalLink href={clientHref?.(b)} variant="subtle">
                    {b.client_name}
                  </OptionalLink>
                </span>
              </Cell>
              <Cell>
                <BenchmarkStatusBadge status={b.status} size="sm" />
              </Cell>
              <Cell>
                <span className={styles.nowrap}>{formatDate(b.start_date)}</span>
              </Cell>
              <Cell numeric>{formatNumber(b.total_companies)}</Cell>
              <Cell numeric>{formatNumber(b.ongoing_count)}</Cell>
              <Cell numeric>{formatNumber(b.completed_count)}</Cell>
              <Cell textValue={`${b.completed_count} of ${b.total_companies}`}>
                {b.total_companies > 0 ? (
                  <CompletionProgress benchmark={b} className={styles.progressCell} textClassName={styles.progressText} />
                ) : (
                  <span className={styles.muted}>
                    <span aria-hidden="true">—</span>
                    <span className={visuallyHidden}>No companies yet</span>
                  </span>
                )}
              </Cell>
              <Cell>
                <span className={styles.nowrap}>{formatDate(b.created_at)}</span>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </PagedListFrame>
  );
}
