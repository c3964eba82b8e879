// Reloads while something runs on the server (an overview's generation), so the page follows it.
import { useEffect } from 'react';

export const POLL_INTERVAL_MS = 1500;

export function usePolling(active: boolean, reload: () => void, interval = POLL_INTERVAL_MS): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, interval);
    return () => clearInterval(timer);
  }, [active, reload, interval]);
}
