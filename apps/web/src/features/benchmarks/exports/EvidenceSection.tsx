import { ApiError, type Benchmark, type CompanyStatus } from '@quartile/api';
import { FINAL_STATUS_LABELS } from '@quartile/domain';
import { toast } from '@quartile/ui';
import { EvidenceExport } from '@quartile/ui/fragments/Exports';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { fileName, saveFile } from '../../../shared/download.ts';
import { companiesQuery } from '../api/companies.ts';
import { evidenceBundleQuery } from '../api/exports.ts';
import { benchmarkKeys } from '../api/keys.ts';

const jobKey = (benchmarkId: string) => `quartile-evidence-bundle:${benchmarkId}`;

function storedJobId(benchmarkId: string): string | null {
  try {
    return localStorage.getItem(jobKey(benchmarkId));
  } catch {
    return null;
  }
}

function storeJobId(benchmarkId: string, jobId: string | null): void {
  try {
    if (jobId) localStorage.setItem(jobKey(benchmarkId), jobId);
    else localStorage.removeItem(jobKey(benchmarkId));
  } catch {
    // Private mode: the bundle is found again only while the page stays open.
  }
}

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** Evidence reports wired to the API: the bundle job (started, polled, resumed after a reload) and single reports. */
export function EvidenceSection({ benchmark }: { benchmark: Benchmark }) {
  const queryClient = useQueryClient();
  const companies = useQuery(companiesQuery(benchmark.id));
  const [statuses, setStatuses] = useState<CompanyStatus[]>([...FINAL_STATUS_LABELS]);
  const [jobId, setJobId] = useState<string | null>(() => storedJobId(benchmark.id));
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Follows the bundle until it ends; a bundle started earlier (even in another tab) is picked up again.
  const bundle = useQuery({ ...evidenceBundleQuery(benchmark.id, jobId ?? ''), enabled: jobId !== null });
  // A bundle the server no longer knows is forgotten, here and in storage.
  const gone = bundle.error instanceof ApiError && bundle.error.status === 404;
  useEffect(() => {
    if (gone) storeJobId(benchmark.id, null);
  }, [gone, benchmark.id]);
  const currentJobId = gone ? null : jobId;
  const job = currentJobId !== null ? (bundle.data ?? null) : null;
  const pollError = currentJobId !== null && bundle.status === 'error' ? messageOf(bundle.error, 'Failed to fetch data') : null;

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const started = await api.startEvidenceBundle(benchmark.id, { statuses });
      storeJobId(benchmark.id, started.id);
      queryClient.setQueryData(benchmarkKeys.evidenceBundle(benchmark.id, started.id), started);
      setJobId(started.id);
    } catch (e) {
      setError(messageOf(e, 'Operation failed'));
    } finally {
      setStarting(false);
    }
  };

  const download = async () => {
    if (!currentJobId) return;
    setDownloading(true);
    setError(null);
    try {
      saveFile(await api.downloadEvidenceBundle(benchmark.id, { job_id: currentJobId }), fileName(`${benchmark.name} evidence reports`, 'zip'));
    } catch (e) {
      setError(messageOf(e, 'Operation failed'));
    } finally {
      setDownloading(false);
    }
  };

  const downloadReport = async (companyId: string) => {
    const company = companies.data?.find((c) => c.id === companyId);
    try {
      saveFile(await api.downloadEvidenceReport(benchmark.id, companyId), fileName(`Evidence report ${company?.name ?? 'company'}`, 'pdf'));
    } catch (e) {
      // A refusal from the server is already in a toast (the API middleware shows its message).
      if (!(e instanceof ApiError)) toast.error('Operation failed');
    }
  };

  return (
    <EvidenceExport
      companies={(companies.data ?? []).filter((c) => c.status !== 'Deleted').map((c) => ({ id: c.id, name: c.name, status: c.status }))}
      statuses={statuses}
      onStatusesChange={setStatuses}
      job={job}
      onStart={() => void start()}
      onDownload={() => void download()}
      onDownloadReport={(id) => void downloadReport(id)}
      isStarting={starting}
      isDownloading={downloading}
      error={error ?? pollError ?? (companies.status === 'error' ? 'Failed to fetch data' : null)}
    />
  );
}
