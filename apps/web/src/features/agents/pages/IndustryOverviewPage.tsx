import { toast } from '@quartile/ui';
import { isActive } from '@quartile/ui/fragments/IndustryOverviewList';
import { IndustryOverviewReport, type OverviewExportFormat } from '@quartile/ui/fragments/IndustryOverviewReport';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../../shared/api/client.ts';
import { fileStem, saveFile } from '../../../shared/download.ts';
import { isNotFound } from '../../../shared/api/apiErrors.ts';
import { useAsync } from '../hooks/useAsync.ts';
import { usePolling } from '../hooks/usePolling.ts';

/** /agents/industry-overview/:id: one overview, followed live while it runs; read and export it. */
export default function IndustryOverviewPage() {
  const { t } = useTranslation('agents');
  const { id = '' } = useParams();
  const overview = useAsync(() => api.getIndustryOverview(id), [id]);
  const [runPending, setRunPending] = useState(false);
  const [exporting, setExporting] = useState<OverviewExportFormat | null>(null);
  const data = overview.data;

  useEffect(() => {
    document.title = data ? t('overviewDocumentTitle', { name: `${data.industry}, ${data.country}` }) : t('overviewsDocumentTitle');
  }, [data, t]);
  usePolling(Boolean(data && isActive(data.status)), overview.reload);

  const run = async () => {
    setRunPending(true);
    try {
      await api.runIndustryOverview(id);
      toast.success(t('queued'));
    } catch {
      // The server's message is already shown as an error toast.
    } finally {
      setRunPending(false);
      overview.reload();
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
      state={overview.status === 'error' && isNotFound(overview.error) ? 'notFound' : overview.status}
      overview={data}
      backHref="/agents/industry-overview"
      onRun={() => void run()}
      isRunPending={runPending}
      onExport={(format) => void download(format)}
      exporting={exporting}
      onRetry={overview.reload}
    />
  );
}
