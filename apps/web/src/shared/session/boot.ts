// Loads and starts the session (the API client, token refresh, cross-tab sync) on demand, so a
// public page's start-up bundle carries none of it. main.tsx configures it once; pages that need
// a session (AuthRoute, ProtectedLayout) wait for bootSession() before they render, and public
// pages start it when the browser is idle.
type Navigate = (to: string, options: { replace: boolean; state?: { from?: string } }) => void;

interface SessionOptions {
  navigate: Navigate;
  /** Contract paths whose errors their own screen shows (the inquiry forms). */
  quietPaths?: readonly string[];
}

let options: SessionOptions | null = null;
let booting: Promise<void> | null = null;

export function configureSession(next: SessionOptions): void {
  options = next;
}

/** Starts the session once; every caller gets the same promise. */
export function bootSession(): Promise<void> {
  booting ??= import('./browserSession.ts').then(({ installSession }) => {
    if (!options) throw new Error('configureSession() must run before bootSession()');
    installSession(options);
  });
  return booting;
}

/** Starts the session when the browser has nothing better to do (public pages). */
export function bootSessionWhenIdle(): void {
  const start = () => void bootSession();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 4000 });
  else window.setTimeout(start, 1500);
}
