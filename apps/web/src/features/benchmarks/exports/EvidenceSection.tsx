import { ApiError, type Benchmark, type CompanyStatus, type Job } from '@quartile/api';
import { toast } from '@quartile/ui';
import { EvidenceExport } from '@quartile/ui/fragments/Exports';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { companiesQuery } from '../api/companies.ts';
import { fileName, saveFile } from '../../../shared/download.ts';

const FINAL: CompanyStatus[] = ['Accepted using Criteria', 'Accepted after Review', 'Rejected using Criteria', 'Rejected after Review'];
const POLL_MS = 1000;
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
  const companies = useQuery(companiesQuery(benchmark.id));
  const [statuses, setStatuses] = useState<CompanyStatus[]>(FINAL);
  const [job, setJob] = useState<Job | null>(null);
  const [jobId, setJobId] = useState<string | null>(() => storedJobId(benchmark.id));
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Follows the bundle until it ends; a bundle started earlier (even in another tab) is picked up again.
  const open = job === null || job.status === 'queued' || job.status === 'running';
  useEffect(() => {
    if (!jobId || !open) return;
    let stopped = false;
    const poll = async () => {
      try {
        const next = await api.evidenceBundleStatus(benchmark.id, { job_id: jobId });
        if (!stopped) setJob(next);
      } catch (e) {
        if (stopped) return;
        if (e instanceof ApiError && e.status === 404) {
          storeJobId(benchmark.id, null);
          setJobId(null);
        } else setError(messageOf(e, 'Failed to fetch data'));
      }
    };
    const timer = setTimeout(() => void poll(), job === null ? 0 : POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [benchmark.id, jobId, job, open]);

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const started = await api.startEvidenceBundle(benchmark.id, { statuses });
      storeJobId(benchmark.id, started.id);
      setJobId(started.id);
      setJob(started);
    } catch (e) {
      setError(messageOf(e, 'Operation failed'));
    } finally {
      setStarting(false);
    }
  };

  const download = async () => {
    if (!jobId) return;
    setDownloading(true);
    setError(null);
    try {
      saveFile(await api.downloadEvidenceBundle(benchmark.id, { job_id: jobId }), fileName(`${benchmark.name} evidence reports`, 'zip'));
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
      error={error ?? (companies.status === 'error' ? 'Failed to fetch data' : null)}
    />
  );
}
