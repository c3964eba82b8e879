export { DataGrid, type CellEdit, type DataGridColumn, type DataGridProps } from './DataGrid.tsx';
