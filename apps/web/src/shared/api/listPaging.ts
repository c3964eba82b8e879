import type { PagedListProps } from '@quartile/ui';
import type { ListSearch } from '../hooks/useListSearch.ts';
import { loadStateOf } from './loadState.ts';

/** A page of a server-searched list, as the list endpoints take it. */
export interface PageParams {
  search?: string;
  page: number;
  page_size: number;
}

interface PagedQuery {
  status: 'pending' | 'success' | 'error';
  isFetching: boolean;
  data: { total: number; page: number; page_size: number } | undefined;
  refetch: () => unknown;
}

/**
 * What a paged list fragment (clients, benchmarks, FAR reports) takes from its query and the URL's search: the load
 * state, the numbers under the table (the requested page and size until the first answer arrives), the search box,
 * paging and "Try again".
 */
export function listPaging(
  list: PagedQuery,
  { search, setSearch, page, setPage }: Pick<ListSearch, 'search' | 'setSearch' | 'page' | 'setPage'>,
  pageSize: number,
): PagedListProps & { onRetry: () => void } {
  return {
    state: loadStateOf(list),
    total: list.data?.total ?? 0,
    page: list.data?.page ?? page,
    pageSize: list.data?.page_size ?? pageSize,
    search,
    onSearchChange: setSearch,
    onPageChange: setPage,
    onRetry: () => void list.refetch(),
  };
}
