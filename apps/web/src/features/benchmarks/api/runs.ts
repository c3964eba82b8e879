// The benchmark's Research Analyst runs (web search, analysis, reading annual reports): the latest
// of each kind, in the query cache, followed live through the open run's server-sent events
// (progress, each company as it ends, done). Mounted once by the benchmark page so Overview, Web
// Search and Accept/Reject show the same run; a run a colleague starts is picked up from the
// benchmark's live changes. What a run changes is invalidated by query key as it happens.
import type { Company, Job } from '@quartile/api';
import { remainingCapacity, totalUsage, type RunScope } from '@quartile/domain';
import { isOpenJob } from '@quartile/ui/fragments/ResearchAnalyst';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api } from '../../../shared/api/client.ts';
import { followWithRetry, readServerEvents } from '../../../shared/api/serverEvents.ts';
import { useBenchmarkChanges } from './benchmarkChanges.ts';
import { invalidateCompanies, putCompany } from './companies.ts';
import { benchmarkKeys } from './keys.ts';

export type RunMode = 'web_search' | 'analysis' | 'annual_reports_process';
export type LatestRuns = Readonly<Record<RunMode, Job | null>>;

export interface Runs {
  latest: LatestRuns;
  /** The open run of either kind, if any. */
  active: Job | null;
  start: (mode: RunMode, companyIds: string[], scope?: RunScope) => Promise<Job>;
  cancel: () => Promise<void>;
  isCancelling: boolean;
}

/** The web search results are read again at most once a second while companies end in bursts. */
const RESULTS_AFTER_MS = 1000;

const isMode = (kind: Job['kind']): kind is RunMode => kind === 'web_search' || kind === 'analysis' || kind === 'annual_reports_process';
const NONE: LatestRuns = { web_search: null, analysis: null, annual_reports_process: null };

const activeOf = (latest: LatestRuns): Job | null => [latest.analysis, latest.web_search, latest.annual_reports_process].find((j) => isOpenJob(j)) ?? null;

/** A newer run of the kind wins; an answer about an older one is ignored. */
function putRun(queryClient: QueryClient, benchmarkId: string, job: Job): void {
  if (!isMode(job.kind)) return;
  const kind = job.kind;
  queryClient.setQueryData<LatestRuns>(benchmarkKeys.runs(benchmarkId), (old = NONE) => {
    const current = old[kind];
    if (current && current.id !== job.id && current.created_at > job.created_at) return old;
    return { ...old, [kind]: job };
  });
}

/** A run ended (or was cancelled): what it may have changed is read again, and the benchmark's counts. */
function runEnded(queryClient: QueryClient, benchmarkId: string): void {
  invalidateCompanies(queryClient, benchmarkId);
  void queryClient.invalidateQueries({ queryKey: benchmarkKeys.webSearchResults(benchmarkId) });
  void queryClient.invalidateQueries({ queryKey: benchmarkKeys.annualReports(benchmarkId) });
  void queryClient.invalidateQueries({ queryKey: benchmarkKeys.detail(benchmarkId), exact: true });
}

async function loadLatestRuns(queryClient: QueryClient, benchmarkId: string): Promise<LatestRuns> {
  const page = await api.listRuns(benchmarkId);
  const next: Record<RunMode, Job | null> = { ...NONE };
  for (const job of page.items) if (isMode(job.kind) && !next[job.kind]) next[job.kind] = job;
  // A run shown as open that the list no longer has open ended while nobody was following it.
  const before = queryClient.getQueryData<LatestRuns>(benchmarkKeys.runs(benchmarkId)) ?? NONE;
  const stillOpen = new Set(Object.values(next).flatMap((j) => (j && isOpenJob(j) ? [j.id] : [])));
  if (Object.values(before).some((j) => j && isOpenJob(j) && !stillOpen.has(j.id))) queueMicrotask(() => runEnded(queryClient, benchmarkId));
  return next;
}

/** Follows the open run; after a dropped connection, reconnects (1 s doubling to 30 s). */
function useFollowRun(benchmarkId: string, activeId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!activeId) return;
    const controller = new AbortController();
    let resultsTimer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    const finish = (job: Job) => {
      putRun(queryClient, benchmarkId, job);
      if (finished) return;
      finished = true;
      runEnded(queryClient, benchmarkId);
    };
    const companyEnded = (company: Company) => {
      putCompany(queryClient, benchmarkId, company);
      resultsTimer ??= setTimeout(() => {
        resultsTimer = undefined;
        void queryClient.invalidateQueries({ queryKey: benchmarkKeys.webSearchResults(benchmarkId) });
      }, RESULTS_AFTER_MS);
    };
    const stop = followWithRetry(controller.signal, async (connected) => {
      try {
        const stream = await api.streamRunEvents(benchmarkId, activeId, controller.signal);
        connected();
        await readServerEvents(
          stream as ReadableStream<Uint8Array>,
          (event, data) => {
            if (event === 'progress') putRun(queryClient, benchmarkId, data as Job);
            else if (event === 'company') companyEnded(data as Company);
            else if (event === 'done') finish(data as Job);
          },
          controller.signal,
        );
      } catch {
        // Dropped or refused: check where the run stands, then try again.
      }
      if (controller.signal.aborted || finished) return true;
      try {
        const job = await api.getRunProgress(benchmarkId, activeId);
        if (!isOpenJob(job)) {
          finish(job);
          return true;
        }
        putRun(queryClient, benchmarkId, job);
      } catch {
        // Try again.
      }
    });
    return () => {
      controller.abort();
      stop();
      clearTimeout(resultsTimer);
    };
  }, [queryClient, benchmarkId, activeId]);
}

export function useRuns(benchmarkId: string): Runs {
  const queryClient = useQueryClient();
  const runs = useQuery({ queryKey: benchmarkKeys.runs(benchmarkId), queryFn: () => loadLatestRuns(queryClient, benchmarkId) });
  const latest = runs.data ?? NONE;
  const active = activeOf(latest);
  const activeId = active?.id ?? null;

  // A run started or ended elsewhere (a colleague, another tab): read the list again.
  const readAgain = useCallback(() => void queryClient.invalidateQueries({ queryKey: benchmarkKeys.runs(benchmarkId) }), [queryClient, benchmarkId]);
  useBenchmarkChanges(benchmarkId, {
    onChange: (change) => {
      if (change.action.startsWith('run.')) readAgain();
      // The companies nobody decided learned from a decision (ADR 0023): their analyses changed.
      if (change.action === 'analysis.relearned') void queryClient.invalidateQueries({ queryKey: benchmarkKeys.companies(benchmarkId) });
    },
    onResync: readAgain,
  });
  useFollowRun(benchmarkId, activeId);

  const startRun = useMutation({
    mutationFn: ({ mode, companyIds, scope }: { mode: RunMode; companyIds: string[]; scope?: RunScope }) =>
      mode === 'annual_reports_process'
        ? api.processAnnualReports(benchmarkId, companyIds.length > 0 ? { company_ids: companyIds } : {})
        : // A scope other than the selected companies is picked by the server with the same domain rules.
          api.createRunAiJob(benchmarkId, scope && scope !== 'selected' && scope !== 'ready' ? { mode, scope } : { mode, company_ids: companyIds, ...(scope ? { scope } : {}) }),
    onSuccess: (job) => {
      putRun(queryClient, benchmarkId, job);
      void queryClient.invalidateQueries({ queryKey: benchmarkKeys.detail(benchmarkId), exact: true });
      void queryClient.invalidateQueries({ queryKey: benchmarkKeys.credits() });
    },
  });
  const cancelRun = useMutation({
    mutationFn: (runId: string) => api.cancelRun(benchmarkId, runId),
    onSuccess: (job) => {
      putRun(queryClient, benchmarkId, job);
      // Companies not reached went back to their earlier status: read them and the counts again.
      runEnded(queryClient, benchmarkId);
    },
  });

  const { mutateAsync: startAsync } = startRun;
  const { mutateAsync: cancelAsync } = cancelRun;
  const start = useCallback((mode: RunMode, companyIds: string[], scope?: RunScope) => startAsync({ mode, companyIds, ...(scope ? { scope } : {}) }), [startAsync]);
  const cancel = useCallback(async () => {
    if (!activeId) return;
    try {
      await cancelAsync(activeId);
    } catch {
      // The error toast says why.
    }
  }, [activeId, cancelAsync]);

  return { latest, active, start, cancel, isCancelling: cancelRun.isPending };
}

/** The firm's credits left: its credits less the comparables used (GET /me/ and /benchmarks/usage/). */
export const creditsRemainingQuery = () =>
  queryOptions({
    queryKey: benchmarkKeys.credits(),
    queryFn: async () => {
      const [records, me] = await Promise.all([api.getUsage(), api.getMe()]);
      return remainingCapacity(me.firm.credits, totalUsage(records));
    },
  });
