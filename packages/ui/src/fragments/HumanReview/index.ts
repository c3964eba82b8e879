export { CompanyReviewPanel, type CompanyReviewPanelProps } from './CompanyReviewPanel.tsx';
export { DecisionForm, type DecisionFormProps, type DecisionInput, type HumanDecisionValue } from './DecisionForm.tsx';
export { FlagList, type FlagListProps } from './FlagList.tsx';
export { QuickReview, type QuickReviewProps, type QuickStep, type QuickAction, type QuickDecision, type QuickReason } from './QuickReview.tsx';
export { ReviewQueue, type ReviewQueueProps } from './ReviewQueue.tsx';
export { SourceViewer, type SourceViewerProps, type OpenPassage } from './SourceViewer.tsx';
export { locateQuote, passageInContext, type Span, type PassageInContext } from './passage.ts';
export { SEVERITY_TONES } from './flagLabels.ts';
