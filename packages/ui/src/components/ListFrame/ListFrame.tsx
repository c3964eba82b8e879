import type { ReactNode } from 'react';
import { SearchIcon } from '../../icons/icons.tsx';
import * as styles from '../../styles/listPage.css.ts';
import type { ListState, PagedListProps } from '../../types/loadState.ts';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorState, type ErrorStateProps } from '../ErrorState/ErrorState.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.tsx';

export interface ListFrameProps {
  /** The page's header (title, description, its create action). */
  header: ReactNode;
  /** The search box above the list; a list without search leaves it out. */
  search?: { label: string; placeholder: string; value: string; onChange: (search: string) => void };
  state: ListState;
  /** The list is loaded and has no rows: `empty` shows instead of the table. */
  isEmpty: boolean;
  /** What a failed load says, and its retry. */
  error: Pick<ErrorStateProps, 'title' | 'description' | 'onRetry'>;
  /** The loading rows: the group's accessible label and the width of each row's cells. */
  loading: { label: string; cellWidths: readonly string[]; rowClassName?: string };
  /** What shows when the list has no rows and nothing is searched. */
  empty: ReactNode;
  /** A search that found nothing: what the list holds and where the search looks (needs `search`). */
  noMatches?: Omit<NoMatchesProps, 'search' | 'onClear'>;
  /** While a new page or search result loads the rows stay, marked busy, under a thin bar with this label. */
  refreshing?: { isActive: boolean; label: string };
  /** Below the rows, e.g. the pagination. */
  footer?: ReactNode;
  /** The rows (a table). */
  children: ReactNode;
}

const SKELETON_ROWS = [1, 2, 3, 4, 5];

/** The frame of a list page: header, search, and the loading, failed, empty or ready list. */
export function ListFrame({
  header,
  search,
  state,
  isEmpty,
  error,
  loading,
  empty,
  noMatches,
  refreshing,
  footer,
  children,
}: ListFrameProps) {
  const nothing =
    search && noMatches && search.value.trim() !== '' ? (
      <NoMatches {...noMatches} search={search.value} onClear={() => search.onChange('')} />
    ) : (
      empty
    );
  return (
    <div className={styles.root}>
      {header}
      {search ? (
        <div className={styles.toolbar}>
          <SearchField
            className={styles.search}
            label={search.label}
            placeholder={search.placeholder}
            value={search.value}
            onChange={search.onChange}
          />
        </div>
      ) : null}
      {state === 'error' ? (
        <div className={styles.panel}>
          <ErrorState {...error} />
        </div>
      ) : state === 'loading' ? (
        <SkeletonGroup label={loading.label}>
          <div className={styles.skeletonRows}>
            {SKELETON_ROWS.map((n) => (
              <div key={n} className={loading.rowClassName ?? styles.skeletonRow}>
                {loading.cellWidths.map((width, i) => (
                  <Skeleton key={i} width={width} />
                ))}
              </div>
            ))}
          </div>
        </SkeletonGroup>
      ) : isEmpty ? (
        <div className={styles.panel}>{nothing}</div>
      ) : (
        <>
          {refreshing ? (
            <div className={styles.tableWrap} aria-busy={refreshing.isActive}>
              {refreshing.isActive ? (
                <div className={styles.refreshBar}>
                  <ProgressBar aria-label={refreshing.label} isIndeterminate hideValue />
                </div>
              ) : null}
              {children}
            </div>
          ) : (
            children
          )}
          {footer}
        </>
      )}
    </div>
  );
}

export interface PagedListFrameProps extends Omit<ListFrameProps, 'search' | 'state' | 'error' | 'footer'> {
  /** The fragment's paging, search, load state and retry, as its page passes them. */
  list: PagedListProps;
  search: { label: string; placeholder: string };
  error: Pick<ErrorStateProps, 'title' | 'description'>;
  /** What the pagination counts: [one, many], e.g. ['client', 'clients']. */
  noun: readonly [string, string];
}

/** The frame of a server-searched list in pages: its search box, retry and pagination come from `list`. */
export function PagedListFrame({ list, search, error, noun, ...frame }: PagedListFrameProps) {
  return (
    <ListFrame
      {...frame}
      search={{ ...search, value: list.search, onChange: list.onSearchChange }}
      state={list.state}
      error={{ ...error, onRetry: list.onRetry }}
      footer={
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          noun={list.total === 1 ? noun[0] : noun[1]}
          onPageChange={list.onPageChange}
          // While a new page or search result loads, paging waits for it.
          isDisabled={frame.refreshing?.isActive}
        />
      }
    />
  );
}

export interface NoMatchesProps {
  /** The search text that found nothing. */
  search: string;
  /** What the list holds, plural: "No clients match …". */
  noun: string;
  /** Where the search looks. */
  description: ReactNode;
  clearLabel: string;
  onClear: () => void;
}

/** A search that found no rows, with a way back to the whole list. */
export function NoMatches({ search, noun, description, clearLabel, onClear }: NoMatchesProps) {
  return (
    <EmptyState
      icon={<SearchIcon size={20} />}
      title={`No ${noun} match “${search.trim()}”`}
      description={description}
      actions={<Button onPress={onClear}>{clearLabel}</Button>}
    />
  );
}

export interface NothingYetProps {
  title: ReactNode;
  description: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

/** An empty list, with the action that adds its first row. */
export function NothingYet({ title, description, actionLabel, onAction }: NothingYetProps) {
  return (
    <EmptyState
      title={title}
      description={description}
      actions={
        <Button variant="primary" onPress={onAction}>
          {actionLabel}
        </Button>
      }
    />
  );
}
