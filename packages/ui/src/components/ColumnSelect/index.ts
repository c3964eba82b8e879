export { ColumnSelect, type ColumnSelectProps } from './ColumnSelect.tsx';
