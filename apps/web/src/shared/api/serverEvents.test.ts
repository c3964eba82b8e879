import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followWithRetry } from './serverEvents.ts';

describe('followWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again after 1 s, doubling while nothing connects, and from 1 s again after a connection', async () => {
    const controller = new AbortController();
    const outcomes = [false, false, true, false];
    const attempt = vi.fn(async (connected: () => void) => {
      if (outcomes[attempt.mock.calls.length - 1]) connected();
    });
    followWithRetry(controller.signal, attempt);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(attempt).toHaveBeenCalledTimes(3);
    // The third attempt connected: the next one waits 1 s again.
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempt).toHaveBeenCalledTimes(4);
    controller.abort();
  });

  it('stops when an attempt says it is done, or once the signal aborts', async () => {
    const done = vi.fn(async () => true);
    followWithRetry(new AbortController().signal, done);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(done).toHaveBeenCalledTimes(1);

    const controller = new AbortController();
    const dropped = vi.fn(async () => undefined);
    const cancel = followWithRetry(controller.signal, dropped);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    cancel();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(dropped).toHaveBeenCalledTimes(1);
  });
});
