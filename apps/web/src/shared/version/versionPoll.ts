// The spec's section 4: poll the main page's headers every 60 s and reload when the version
// marker (x-app-version, set by the server per web build) changes.
export const VERSION_POLL_INTERVAL_MS = 60_000;
export const VERSION_HEADER = 'x-app-version';

export interface VersionPollOptions {
  readonly fetchVersion?: () => Promise<string | null>;
  readonly reload?: () => void;
  readonly intervalMs?: number;
}

async function fetchMainPageVersion(): Promise<string | null> {
  try {
    const response = await fetch('/', { method: 'HEAD', cache: 'no-store' });
    return response.headers.get(VERSION_HEADER);
  } catch {
    return null; // offline for a moment: try again next time
  }
}

/** Starts polling; returns a function that stops it. */
export function startVersionPoll(options: VersionPollOptions = {}): () => void {
  const fetchVersion = options.fetchVersion ?? fetchMainPageVersion;
  const reload = options.reload ?? (() => window.location.reload());
  let baseline: string | null = null;
  let stopped = false;
  const tick = async () => {
    const version = await fetchVersion();
    if (stopped || version === null) return;
    if (baseline === null) baseline = version;
    else if (version !== baseline) reload();
  };
  void tick(); // the baseline is read right after load
  const timer = setInterval(() => void tick(), options.intervalMs ?? VERSION_POLL_INTERVAL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
