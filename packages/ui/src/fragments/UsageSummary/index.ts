export { UsageSummary, type UsageSummaryProps } from './UsageSummary.tsx';
