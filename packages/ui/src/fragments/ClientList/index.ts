export { ClientList, type ClientListProps } from './ClientList.tsx';
export type { ListState } from '../../types/loadState.ts';
export { Pagination, type PaginationProps } from '../../components/Pagination/Pagination.tsx';
export { displayUrl, formatDate, formatNumber, websiteHref } from '../../format/format.ts';
