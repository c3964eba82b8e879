import { toast } from '@quartile/ui';
import { IndustryOverviewReport, type OverviewExportFormat } from '@quartile/ui/fragments/IndustryOverviewReport';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../../shared/api/client.ts';
import { fileStem, saveFile } from '../../../shared/download.ts';
import { isNotFound } from '../../../shared/api/apiErrors.ts';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { overviewQuery, useRunOverview } from '../api/agents.ts';

/** /agents/industry-overview/:id: one overview, followed live while it runs; read and export it. */
export default function IndustryOverviewPage() {
  const { t } = useTranslation('agents');
  const { id = '' } = useParams();
  const overview = useQuery(overviewQuery(id));
  const runOverview = useRunOverview();
  const [exporting, setExporting] = useState<OverviewExportFormat | null>(null);
  const data = overview.data;

  useDocumentTitle(data ? t('overviewDocumentTitle', { name: `${data.industry}, ${data.country}` }) : t('overviewsDocumentTitle'));

  const run = async () => {
    try {
      await runOverview.mutateAsync(id);
      toast.success(t('queued'));
    } catch {
      // The server's message is already shown as an error toast.
    }
  };

  const download = async (format: OverviewExportFormat) => {
    if (!data) return;
    setExporting(format);
    try {
      const file = await api.exportIndustryOverview(id, format);
      saveFile(file, `${fileStem(`${data.industry}-${data.country}`)}-industry-overview.${format}`);
    } catch {
      // The server's message is already shown as an error toast.
    } finally {
      setExporting(null);
    }
  };

  return (
    <IndustryOverviewReport
      state={overview.status === 'error' && isNotFound(overview.error) ? 'notFound' : loadStateOf(overview)}
      overview={data}
      backHref="/agents/industry-overview"
      onRun={() => void run()}
      isRunPending={runOverview.isPending}
      onExport={(format) => void download(format)}
      exporting={exporting}
      onRetry={() => void overview.refetch()}
    />
  );
}
