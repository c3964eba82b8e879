// Live changes of a benchmark (GET /api/benchmarks/{id}/events/, server-sent events read with
// fetch so the bearer token and its refresh apply). Reconnects after a drop (1 s, doubling to
// 30 s) and tells the caller to refresh everything after a reconnect, since changes may have
// been missed while disconnected.
import type { BenchmarkChange } from '@quartile/api';
import { useEffect, useRef } from 'react';
import { api } from '../../../shared/api/client.ts';
import { followWithRetry, readServerEvents } from '../../../shared/api/serverEvents.ts';

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
    let connectedBefore = false;
    const stop = followWithRetry(controller.signal, async (connected) => {
      try {
        const stream = await api.streamBenchmarkEvents(benchmarkId, controller.signal);
        if (connectedBefore) latest.current.onResync();
        connectedBefore = true;
        connected();
        await readChanges(stream as ReadableStream<Uint8Array>, (change) => latest.current.onChange(change), controller.signal);
      } catch {
        // Dropped or refused: try again.
      }
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [benchmarkId]);
}
