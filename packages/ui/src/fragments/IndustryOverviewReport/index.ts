export {
  IndustryOverviewReport,
  type IndustryOverviewReportProps,
  type OverviewReportState,
  type OverviewExportFormat,
} from './IndustryOverviewReport.tsx';
export { formatOverviewCell } from './format.ts';
