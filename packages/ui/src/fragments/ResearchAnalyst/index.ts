export { AcceptRejectPanel, type AcceptRejectPanelProps } from './AcceptRejectPanel.tsx';
export { AnalysisResult, CitationList, DecisionBadge, type AnalysisResultProps } from './AnalysisResult.tsx';
export { AnalysisResults, type AnalysisResultsProps } from './AnalysisResults.tsx';
export { CriteriaEditor, type CriteriaDraft, type CriteriaEditorProps } from './CriteriaEditor.tsx';
export { ReadinessDialog, type ExcludedCompany, type ReadinessDialogProps } from './ReadinessDialog.tsx';
export { RunProgress, type RunProgressProps } from './RunProgress.tsx';
export { WebSearchPanel, type WebSearchPanelProps } from './WebSearchPanel.tsx';
export { analysisOutcome, isOpenJob, runCounts, websiteLabel, type ResultFilter, type WebsiteCheck } from './labels.ts';
