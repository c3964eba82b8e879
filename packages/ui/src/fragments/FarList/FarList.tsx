import type { FAR } from '@quartile/api';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { ChevronDownIcon, PlusCircleIcon, SearchIcon } from '../../icons/icons.tsx';
import { formatDate } from '../../format/format.ts';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import * as styles from './FarList.css.ts';
import { chevronLeft } from '../../styles/utilities.css.ts';

export interface FarListProps {
  state: 'loading' | 'ready' | 'error';
  fars: readonly FAR[];
  total: number;
  page: number;
  pageSize: number;
  search: string;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
  onCreate: () => void;
  farHref: (far: FAR) => string;
  backHref?: string;
  onRetry?: () => void;
}

/** /fars: the firm's financial analysis reports, searched by title, client and tested party. */
export function FarList({
  state,
  fars,
  total,
  page,
  pageSize,
  search,
  onSearchChange,
  onPageChange,
  onCreate,
  farHref,
  backHref,
  onRetry,
}: FarListProps) {
  const searching = search.trim() !== '';
  return (
    <div className={styles.root}>
      <PageHeader
        eyebrow={
          backHref ? (
            <Link href={backHref} variant="subtle" className={styles.back}>
              <ChevronDownIcon className={chevronLeft} />
              Agents
            </Link>
          ) : undefined
        }
        title="FAR reports"
        description="Financial analysis reports: the tested party’s functions, assets and risks, its characterisation and its multi-year financial analysis, for a client and its benchmarks."
        actions={
          <Button variant="primary" onPress={onCreate}>
            <PlusCircleIcon />
            New FAR report
          </Button>
        }
      />
      <div className={styles.toolbar}>
        <SearchField
          className={styles.search}
          label="Search FAR reports"
          placeholder="Title, client or tested party"
          value={search}
          onChange={onSearchChange}
        />
      </div>
      {state === 'error' ? (
        <div className={styles.panel}>
          <ErrorState
            title="Failed to fetch data"
            description="The reports could not be loaded. Check your connection and try again."
            onRetry={onRetry}
          />
        </div>
      ) : state === 'loading' ? (
        <SkeletonGroup label="Loading FAR reports">
          <div className={styles.skeletonRows}>
            {[1, 2, 3, 4, 5].map((n) => (
              <div key={n} className={styles.skeletonRow}>
                <Skeleton width="80%" />
                <Skeleton width="60%" />
                <Skeleton width="40%" />
                <Skeleton width="50%" />
              </div>
            ))}
          </div>
        </SkeletonGroup>
      ) : fars.length === 0 ? (
        <div className={styles.panel}>
          {searching ? (
            <EmptyState
              icon={<SearchIcon size={20} />}
              title={`No FAR reports match “${search.trim()}”`}
              description="Search looks at titles, clients and tested parties."
              actions={<Button onPress={() => onSearchChange('')}>Show all reports</Button>}
            />
          ) : (
            <EmptyState
              title="No FAR reports yet"
              description="Write the first one for a client’s tested party: start from a characterisation’s usual functions, assets and risks, then adjust them."
              actions={
                <Button variant="primary" onPress={onCreate}>
                  New FAR report
                </Button>
              }
            />
          )}
        </div>
      ) : (
        <>
          <Table aria-label="FAR reports">
            <TableHeader>
              <Column id="title" isRowHeader>
                Title
              </Column>
              <Column id="client">Client</Column>
              <Column id="tested">Tested party</Column>
              <Column id="year" numeric>
                Fiscal year
              </Column>
              <Column id="status">Status</Column>
              <Column id="updated">Updated</Column>
            </TableHeader>
            <TableBody items={fars}>
              {(far) => (
                <Row id={far.id}>
                  <Cell textValue={far.title}>
                    <span className={styles.nameCell}>
                      <Link href={farHref(far)} variant="standalone" className={styles.nameLink}>
                        {far.title}
                      </Link>
                      {far.characterisation ? <span className={styles.secondary}>{far.characterisation}</span> : null}
                    </span>
                  </Cell>
                  <Cell>{far.client_name}</Cell>
                  <Cell>{far.tested_party || <span className={styles.muted}>Not set</span>}</Cell>
                  <Cell numeric>{far.fiscal_year ?? '–'}</Cell>
                  <Cell textValue={far.status}>
                    <Badge tone={far.status === 'final' ? 'positive' : 'neutral'} size="sm">
                      {far.status === 'final' ? 'Final' : 'Draft'}
                    </Badge>
                  </Cell>
                  <Cell>
                    <span className={styles.nameCell}>
                      <span>{formatDate(far.updated_at)}</span>
                      {far.updated_by ? <span className={styles.secondary}>{far.updated_by.name}</span> : null}
                    </span>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <Pagination page={page} pageSize={pageSize} total={total} noun={total === 1 ? 'report' : 'reports'} onPageChange={onPageChange} />
        </>
      )}
    </div>
  );
}
