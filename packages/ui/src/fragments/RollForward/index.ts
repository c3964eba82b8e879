export { RollForwardPanel, type MatchField, type RollForwardPanelProps, type RollForwardStage } from './RollForwardPanel.tsx';
