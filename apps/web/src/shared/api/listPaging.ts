import { loadStateOf, type LoadState } from './loadState.ts';

interface PagedQuery {
  status: 'pending' | 'success' | 'error';
  isFetching: boolean;
  data: { total: number; page: number; page_size: number } | undefined;
}

/**
 * What a paged list fragment (clients, benchmarks, FAR reports) takes from its query: the load state and the
 * numbers under the table, with the requested page and size until the first answer arrives.
 */
export function listPaging(
  list: PagedQuery,
  page: number,
  pageSize: number,
): { state: LoadState; total: number; page: number; pageSize: number } {
  return {
    state: loadStateOf(list),
    total: list.data?.total ?? 0,
    page: list.data?.page ?? page,
    pageSize: list.data?.page_size ?? pageSize,
  };
}
