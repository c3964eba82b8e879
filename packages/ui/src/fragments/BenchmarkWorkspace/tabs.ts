/** The workspace's tabs, in order; the id is what the URL carries (?tab=companies). */
export const WORKSPACE_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'companies', label: 'Companies' },
  { id: 'web-search', label: 'Web Search' },
  { id: 'accept-reject', label: 'Accept/Reject' },
  { id: 'human-review', label: 'Human Review' },
  { id: 'exports', label: 'Exports' },
] as const;

export type WorkspaceTab = (typeof WORKSPACE_TABS)[number]['id'];

export const isWorkspaceTab = (value: string | null | undefined): value is WorkspaceTab =>
  WORKSPACE_TABS.some((t) => t.id === value);

/** An unknown or missing ?tab= opens the Overview. */
export const tabFromParam = (value: string | null | undefined): WorkspaceTab => (isWorkspaceTab(value) ? value : 'overview');
