// Live changes of a benchmark (GET /api/benchmarks/{id}/events/, server-sent events read with
// fetch so the bearer token and its refresh apply). Reconnects after a drop (1 s, doubling to
// 30 s) and tells the caller to refresh everything after a reconnect, since changes may have
// been missed while disconnected.
import type { BenchmarkChange } from '@quartile/api';
import { useEffect, useRef } from 'react';
import { api } from '../../../shared/api/client.ts';

export interface ChangeHandlers {
  onChange: (change: BenchmarkChange) => void;
  /** After a reconnect: reload, as changes may have been missed. */
  onResync: () => void;
}

/** Splits an SSE byte stream into `change` events. */
export async function readChanges(
  stream: ReadableStream<Uint8Array>,
  onChange: (change: BenchmarkChange) => void,
  signal: AbortSignal,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1];
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (event === 'change' && data) {
        try {
          onChange(JSON.parse(data) as BenchmarkChange);
        } catch {
          // A malformed event is skipped; the next one still arrives.
        }
      }
      end = buffer.indexOf('\n\n');
    }
  }
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
