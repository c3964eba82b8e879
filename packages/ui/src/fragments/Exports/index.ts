export { EXPORT_SECTIONS, ExportsPanel, type ExportSection, type ExportsPanelProps } from './ExportsPanel.tsx';
export { WorkbookExport, type WorkbookExportProps } from './WorkbookExport.tsx';
export { EvidenceExport, type EvidenceCompany, type EvidenceExportProps } from './EvidenceExport.tsx';
export { StudyReportExport, STUDY_REPORT_CHAPTERS, type StudyReportExportProps, type StudyReportFormat } from './StudyReportExport.tsx';
