export { BenchmarkWorkspace, type BenchmarkWorkspaceProps, type WorkspaceState } from './BenchmarkWorkspace.tsx';
export { StepEmptyState } from './StepEmptyState.tsx';
export { WORKSPACE_TABS, isWorkspaceTab, tabFromParam, type WorkspaceTab } from './tabs.ts';
