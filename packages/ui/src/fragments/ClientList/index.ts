export { ClientList, type ClientListProps, type ListState } from './ClientList.tsx';
export { Pagination, type PaginationProps } from './Pagination.tsx';
export { displayUrl, formatDate, formatNumber, websiteHref } from './format.ts';
