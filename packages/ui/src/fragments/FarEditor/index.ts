export { FarEditor, type FarEditorProps, type FarEditorState, type FarExportFormat } from './FarEditor.tsx';
export { FarMatrixSection, type FarMatrixSectionProps } from './FarMatrix.tsx';
export { FarFinancials, type FarFinancialsProps } from './FarFinancials.tsx';
export { FarHistory, type FarHistoryProps } from './FarHistory.tsx';
export { FarBenchmarkInputsPanel, type FarBenchmarkInputsPanelProps } from './FarBenchmarkInputs.tsx';
export { changesBetween, valuesOf, type FarValues, type SaveState } from './farValues.ts';
