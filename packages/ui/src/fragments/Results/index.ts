export { ResultsPanel, type ResultsPanelProps, type ResultsSaveState } from './ResultsPanel.tsx';
export type { TestedPartyInput } from './TestedPartyCard.tsx';
export type { RangeBasisProps } from './OutdatedNotice.tsx';
