export { Cell, Column, Row, Table, TableBody, TableHeader, type ColumnProps } from './Table.tsx';
export type { CellProps, RowProps, TableBodyProps, TableHeaderProps, TableProps } from './Table.tsx';
