export { ResultsPanel, type ResultsPanelProps, type ResultsSaveState } from './ResultsPanel.tsx';
export type { TestedPartyInput } from './TestedPartyCard.tsx';
