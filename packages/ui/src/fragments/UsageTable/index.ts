export { UsageTable, type UsageTableProps, type UsageTableState } from './UsageTable.tsx';
