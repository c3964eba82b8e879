// The app's one session, wired to the API client, the toasts, Web Locks and storage events.
// main.tsx calls installSession() once with the router's navigate.
import { toast } from '@quartile/ui';
import { useAtomValue } from 'jotai';
import { api } from '../api/client.ts';
import { installSessionHooks } from '../api/sessionHooks.ts';
import { appStore, accessTokenAtom, sessionStatusAtom, userAtom } from './atoms.ts';
import { createSession } from './session.ts';
import { browserStorage, createSessionStorage } from './storage.ts';

/** Router state of /login: where to return after signing in. */
export interface LoginLocationState {
  from?: string;
}

type Navigate = (to: string, options: { replace: boolean; state?: LoginLocationState }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

const REFRESH_LOCK = 'quartile-session-refresh';

export const session = createSession({
  store: appStore,
  storage: createSessionStorage(browserStorage()),
  requestRefresh: () => api.refreshToken(),
  requestLogout: () => api.logout(),
  goToLogin: (from) => navigate('/login', { replace: true, ...(from ? { state: { from } } : {}) }),
  currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  notifyError: (message) => toast.error(message),
  log: (message, error) => console.warn(`[session] ${message}`, ...(error === undefined ? [] : [error])),
  withLock: <T,>(run: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(REFRESH_LOCK, run) as Promise<T>) : run(),
});

let installed = false;

/**
 * Connects the session to the API middleware and to other tabs, then loads the stored session.
 * `quietPaths` are contract paths whose errors their own screen shows (the inquiry forms), so the
 * app-wide error toast stays silent for them.
 */
export function installSession(options: { navigate: Navigate; quietPaths?: readonly string[] }): void {
  navigate = options.navigate;
  if (installed) return;
  installed = true;
  installSessionHooks({
    auth: {
      getToken: () => session.getToken(),
      refresh: () => session.refresh('retry'),
      onAuthFailure: () => session.endSession(),
    },
    errors: {
      onError: (message) => toast.error(message),
      // Spec section 4: a failed logout is only logged.
      ignore: (schemaPath) => schemaPath === '/logout/' || (options.quietPaths?.includes(schemaPath) ?? false),
    },
  });
  session.start();
  window.addEventListener('storage', (event) => {
    if (event.storageArea === null || event.storageArea === window.localStorage) session.syncFromStorage(event.key);
  });
}

export const useSessionUser = () => useAtomValue(userAtom);
export const useAccessToken = () => useAtomValue(accessTokenAtom);
export const useSessionStatus = () => useAtomValue(sessionStatusAtom);
