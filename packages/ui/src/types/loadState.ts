// Load states that fragments take as props, shared so no fragment reaches into another for them.

/** Data that arrives later: loading, failed (with a message to show) or ready. */
export type Loadable<T> = { status: 'loading' } | { status: 'error'; message?: string } | { status: 'success'; data: T };

/** A list page's state while its rows load or reload. */
export type ListState = 'loading' | 'ready' | 'error';

/** What a paged list fragment with server-side search takes besides its rows and actions. */
export interface PagedListProps {
  state: ListState;
  total: number;
  page: number;
  pageSize: number;
  /** The search box text (the page debounces it before asking the server). */
  search: string;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
  /** Retries a failed load. */
  onRetry?: () => void;
}
