import { ApiError, type Benchmark } from '@quartile/api';
import { studyReportBlockers } from '@quartile/domain';
import { StudyReportExport, type StudyReportFormat } from '@quartile/ui/fragments/Exports';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { fileName, saveFile } from '../../../shared/download.ts';
import { companiesQuery } from '../api/companies.ts';

/** The study report wired to the API: the decisions read from the companies (the server checks the same rule). */
export function StudyReportSection({ benchmark }: { benchmark: Benchmark }) {
  const companies = useQuery(companiesQuery(benchmark.id));
  const blockers = useMemo(() => (companies.data ? studyReportBlockers(companies.data) : null), [companies.data]);
  const [format, setFormat] = useState<StudyReportFormat>('docx');
  const [draft, setDraft] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exportReport = async (asDraft: boolean) => {
    setExporting(true);
    setError(null);
    try {
      const blob = await api.exportStudyReport(benchmark.id, format, asDraft);
      saveFile(blob, fileName(`${benchmark.name} study report${asDraft ? ' DRAFT' : ''}`, format));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The study report could not be written. Try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <StudyReportExport
      companyCount={companies.data ? companies.data.filter((c) => c.status !== 'Deleted').length : benchmark.total_companies}
      blockers={blockers}
      format={format}
      onFormatChange={setFormat}
      draft={draft}
      onDraftChange={setDraft}
      onExport={(asDraft) => void exportReport(asDraft)}
      isExporting={exporting}
      error={error ?? (companies.status === 'error' ? 'Failed to fetch data' : null)}
    />
  );
}
