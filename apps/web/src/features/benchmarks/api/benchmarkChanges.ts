// Live changes of a benchmark (GET /api/benchmarks/{id}/events/, server-sent events read with
// fetch so the bearer token and its refresh apply). Reconnects after a drop (1 s, doubling to
// 30 s) and tells the caller to refresh everything after a reconnect, since changes may have
// been missed while disconnected.
import type { BenchmarkChange } from '@quartile/api';
import { useEffect, useRef } from 'react';
import { api } from '../../../shared/api/client.ts';
import { readServerEvents } from '../../../shared/api/serverEvents.ts';

export interface ChangeHandlers {
  onChange: (change: BenchmarkChange) => void;
  /** After a reconnect: reload, as changes may have been missed. */
  onResync: () => void;
}

/** The `change` events of a benchmark's SSE byte stream. */
export function readChanges(
  stream: ReadableStream<Uint8Array>,
  onChange: (change: BenchmarkChange) => void,
  signal: AbortSignal,
): Promise<void> {
  return readServerEvents(
    stream,
    (event, data) => {
      if (event === 'change') onChange(data as BenchmarkChange);
    },
    signal,
  );
}

export function useBenchmarkChanges(benchmarkId: string, handlers: ChangeHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const controller = new AbortController();
    let delay = 1000;
    let connectedBefore = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        const stream = await api.streamBenchmarkEvents(benchmarkId, controller.signal);
        if (connectedBefore) latest.current.onResync();
        connectedBefore = true;
        delay = 1000;
        await readChanges(stream as ReadableStream<Uint8Array>, (change) => latest.current.onChange(change), controller.signal);
      } catch {
        // Dropped or refused: try again below.
      }
      if (controller.signal.aborted) return;
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, 30_000);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [benchmarkId]);
}
