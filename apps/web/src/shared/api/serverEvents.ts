// Reads a server-sent event stream (fetched, so the bearer token and its refresh apply) and hands
// each event's name and JSON data to the caller; a malformed event is skipped.
export async function readServerEvents(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: unknown) => void,
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
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data) {
        try {
          onEvent(event, JSON.parse(data));
        } catch {
          // Skipped; the next event still arrives.
        }
      }
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * Follows a server-event stream until `signal` aborts: runs `attempt`, and when it ends (the stream dropped or was
 * refused) runs it again after a delay of 1 s doubling to 30 s. `attempt` calls `connected` once its stream is open,
 * which starts the delay over, and resolves true when there is nothing more to follow. Returns what cancels the
 * next try (the caller aborts `signal` too).
 */
export function followWithRetry(signal: AbortSignal, attempt: (connected: () => void) => Promise<boolean | void>): () => void {
  let delay = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const done = await attempt(() => {
      delay = 1000;
    });
    if (done || signal.aborted) return;
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, 30_000);
  };
  void connect();
  return () => clearTimeout(timer);
}
