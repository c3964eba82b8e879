// The Exports tab's reads besides the companies: the evidence bundle job, polled while it runs.
import type { Job } from '@quartile/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { benchmarkKeys } from './keys.ts';

const POLL_MS = 1000;
const isOpen = (job: Job | undefined) => job === undefined || job.status === 'queued' || job.status === 'running';

export const evidenceBundleQuery = (benchmarkId: string, jobId: string) =>
  queryOptions({
    queryKey: benchmarkKeys.evidenceBundle(benchmarkId, jobId),
    queryFn: () => api.evidenceBundleStatus(benchmarkId, { job_id: jobId }),
    // Polled until the bundle ends; a failed poll stops (its message is on the page, and the API
    // middleware's toast is not repeated every second).
    refetchInterval: (query) => (query.state.status !== 'error' && isOpen(query.state.data) ? POLL_MS : false),
  });
