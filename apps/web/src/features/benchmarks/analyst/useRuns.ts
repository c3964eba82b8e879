// The benchmark's Research Analyst runs (web search, analysis, reading annual reports): the latest
// of each kind, followed live through the run's server-sent events (progress, each company as it
// ends, done) while it is open. Lives on the benchmark page so Overview, Web Search and
// Accept/Reject show the same run; a run a colleague starts is picked up from the benchmark's
// live changes.
import type { Company, Job } from '@quartile/api';
import { isOpenJob } from '@quartile/ui/fragments/ResearchAnalyst';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { useBenchmarkChanges } from '../review/useBenchmarkChanges.ts';
import { readServerEvents } from '../../../shared/api/serverEvents.ts';

export type RunMode = 'web_search' | 'analysis' | 'annual_reports_process';

export interface RunListener {
  /** A company whose work in the run ended, as it is now. */
  onCompany: (company: Company) => void;
  /** The run ended: reload what it may have changed. */
  onDone: () => void;
}

export interface Runs {
  latest: Readonly<Record<RunMode, Job | null>>;
  /** The open run of either kind, if any. */
  active: Job | null;
  start: (mode: RunMode, companyIds: string[]) => Promise<Job>;
  cancel: () => Promise<void>;
  isCancelling: boolean;
  /** Subscribes to the companies the open run finishes; answers the unsubscribe. */
  listen: (listener: RunListener) => () => void;
}

const isMode = (kind: Job['kind']): kind is RunMode => kind === 'web_search' || kind === 'analysis' || kind === 'annual_reports_process';
const NONE: Record<RunMode, Job | null> = { web_search: null, analysis: null, annual_reports_process: null };

export function useRuns(benchmarkId: string, onRunEnded: () => void): Runs {
  const [latest, setLatest] = useState<Record<RunMode, Job | null>>(NONE);
  const [listAttempt, setListAttempt] = useState(0);
  const [isCancelling, setCancelling] = useState(false);
  const listeners = useRef(new Set<RunListener>());
  const ended = useRef(onRunEnded);
  ended.current = onRunEnded;
  const latestRef = useRef(latest);
  latestRef.current = latest;
  /** A run ended: whoever shows its companies reloads them, and the benchmark's counts follow. */
  const notifyEnded = useCallback(() => {
    for (const l of listeners.current) l.onDone();
    ended.current();
  }, []);

  const put = useCallback((job: Job) => {
    if (!isMode(job.kind)) return;
    const kind = job.kind;
    setLatest((old) => {
      const current = old[kind];
      // A newer run of the kind wins; an answer about an older one is ignored.
      if (current && current.id !== job.id && current.created_at > job.created_at) return old;
      return { ...old, [kind]: job };
    });
  }, []);

  useEffect(() => {
    let live = true;
    api.listRuns(benchmarkId).then(
      (page) => {
        if (!live) return;
        const next: Record<RunMode, Job | null> = { ...NONE };
        for (const job of page.items) if (isMode(job.kind) && !next[job.kind]) next[job.kind] = job;
        const stillOpen = new Set(Object.values(next).flatMap((j) => (j && isOpenJob(j) ? [j.id] : [])));
        const endedMeanwhile = Object.values(latestRef.current).some((j) => j && isOpenJob(j) && !stillOpen.has(j.id));
        setLatest(next);
        if (endedMeanwhile) notifyEnded();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [benchmarkId, listAttempt, notifyEnded]);

  // A run started or ended elsewhere (a colleague, another tab): read the list again.
  useBenchmarkChanges(benchmarkId, {
    onChange: (change) => {
      if (change.action.startsWith('run.')) setListAttempt((n) => n + 1);
    },
    onResync: () => setListAttempt((n) => n + 1),
  });

  const active = [latest.analysis, latest.web_search, latest.annual_reports_process].find((j) => isOpenJob(j)) ?? null;
  const activeId = active?.id ?? null;

  // Follow the open run; after a dropped connection, reconnect (1 s doubling to 30 s).
  useEffect(() => {
    if (!activeId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = 1000;
    let finished = false;
    const finish = (job: Job) => {
      put(job);
      if (finished) return;
      finished = true;
      notifyEnded();
    };
    const connect = async () => {
      try {
        const stream = await api.streamRunEvents(benchmarkId, activeId, controller.signal);
        delay = 1000;
        await readServerEvents(
          stream as ReadableStream<Uint8Array>,
          (event, data) => {
            if (event === 'progress') put(data as Job);
            else if (event === 'company') for (const l of listeners.current) l.onCompany(data as Company);
            else if (event === 'done') finish(data as Job);
          },
          controller.signal,
        );
      } catch {
        // Dropped or refused: check where the run stands, then try again.
      }
      if (controller.signal.aborted || finished) return;
      try {
        const job = await api.getRunProgress(benchmarkId, activeId);
        if (!isOpenJob(job)) return finish(job);
        put(job);
      } catch {
        // Try again below.
      }
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, 30_000);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [benchmarkId, activeId, put, notifyEnded]);

  const start = useCallback(
    async (mode: RunMode, companyIds: string[]) => {
      const job =
        mode === 'annual_reports_process'
          ? await api.processAnnualReports(benchmarkId, companyIds.length > 0 ? { company_ids: companyIds } : {})
          : await api.createRunAiJob(benchmarkId, { mode, company_ids: companyIds });
      put(job);
      ended.current();
      return job;
    },
    [benchmarkId, put],
  );

  const cancel = useCallback(async () => {
    if (!activeId) return;
    setCancelling(true);
    try {
      put(await api.cancelRun(benchmarkId, activeId));
      // Companies not reached went back to their earlier status: reload them and the counts.
      notifyEnded();
    } catch {
      // The error toast says why.
    } finally {
      setCancelling(false);
    }
  }, [benchmarkId, activeId, put, notifyEnded]);

  const listen = useCallback((listener: RunListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  return { latest, active, start, cancel, isCancelling, listen };
}
