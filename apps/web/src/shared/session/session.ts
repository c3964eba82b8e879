// The client side of the spec's section 4 (authentication): the token and user kept in local
// storage and in sync across tabs, a refresh 60 s before `exp`, one refresh shared by everyone
// who needs it, the on-load refresh of protected pages, and how a session ends.
// Framework-free apart from the Jotai store, so it can be unit-tested with fakes.
import { ApiError, type AuthSession, type User } from '@quartile/api';
import { isPublicRoute, isTokenExpired, refreshDelay } from '@quartile/domain';
import { accessTokenAtom, sessionStatusAtom, userAtom, type AppStore } from './atoms.ts';
import { ACCESS_TOKEN_KEY, USER_KEY, type SessionStorage } from './storage.ts';

/** Why a refresh runs: only a 401 in the on-load refresh stays silent (spec section 8). */
export type RefreshReason = 'on-load' | 'scheduled' | 'retry';

type TimerHandle = ReturnType<typeof setTimeout>;

export interface SessionDeps {
  store: AppStore;
  storage: SessionStorage;
  /** POST /refreshToken/ (cookie based). */
  requestRefresh: () => Promise<AuthSession>;
  /** POST /logout/. */
  requestLogout: () => Promise<unknown>;
  /** Sends the user to /login; `from` is the protected page to come back to after signing in. */
  goToLogin: (from: string | null) => void;
  /** Path, query and hash of the page being shown. */
  currentPath: () => string;
  notifyError: (message: string) => void;
  log: (message: string, error?: unknown) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
  /** Serialises refreshes across tabs: the rotating refresh cookie must never be presented twice. */
  withLock?: <T>(run: () => Promise<T>) => Promise<T>;
}

// setTimeout holds at most 2^31 - 1 ms; a longer wait is re-armed when it fires.
const MAX_TIMER_MS = 2_147_483_647;

export function createSession(deps: SessionDeps) {
  const { store, storage } = deps;
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle));
  const withLock = deps.withLock ?? ((run) => run());

  let timer: TimerHandle | null = null;
  let refreshInFlight: Promise<string | null> | null = null;

  const getToken = (): string | null => store.get(accessTokenAtom);
  const getUser = (): User | null => store.get(userAtom);

  function setToken(token: string | null): void {
    storage.writeToken(token);
    store.set(accessTokenAtom, token);
  }

  function setUser(user: User | null): void {
    storage.writeUser(user);
    store.set(userAtom, user);
  }

  function cancelRefresh(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  /** Arms the refresh 60 s before the token's `exp`; an unreadable token is only logged (spec section 8). */
  function scheduleRefresh(token: string | null): void {
    cancelRefresh();
    if (!token) return;
    const delay = refreshDelay(token, now());
    if (delay === null) {
      deps.log('The access token carries no readable expiry; it will be renewed when the server refuses it.');
      return;
    }
    timer = setTimer(() => {
      timer = null;
      if (delay > MAX_TIMER_MS) scheduleRefresh(getToken());
      else void refresh('scheduled');
    }, Math.min(delay, MAX_TIMER_MS));
  }

  /** Stores a new session (login, register, accepted invitation, refresh). */
  function signIn(session: AuthSession): void {
    setToken(session.access);
    setUser(session.user);
    store.set(sessionStatusAtom, 'idle');
    scheduleRefresh(session.access);
  }

  /** Replaces the stored user (profile edits), keeping other tabs in step. */
  function updateUser(user: User): void {
    setUser(user);
  }

  function clear(): void {
    cancelRefresh();
    setToken(null);
    setUser(null);
    store.set(sessionStatusAtom, 'ended');
  }

  const protectedPath = (): string | null => {
    const path = deps.currentPath();
    return isPublicRoute(path) ? null : path;
  };

  /** Token and user are cleared and the user goes to /login (401 flow, failed on-load refresh). */
  function endSession(): void {
    const alreadyEnded = store.get(sessionStatusAtom) === 'ended' && !getToken() && !getUser();
    clear();
    if (!alreadyEnded) deps.goToLogin(protectedPath());
  }

  async function exchangeRefreshCookie(reason: RefreshReason, heldToken: string | null): Promise<string | null> {
    // Another tab may have renewed the session while this one waited for the lock.
    const stored = storage.readToken();
    const storedUser = storage.readUser();
    if (stored && stored !== heldToken && storedUser && !isTokenExpired(stored, now())) {
      store.set(accessTokenAtom, stored);
      store.set(userAtom, storedUser);
      store.set(sessionStatusAtom, 'idle');
      scheduleRefresh(stored);
      return stored;
    }
    try {
      const session = await deps.requestRefresh();
      signIn(session);
      return session.access;
    } catch (error) {
      cancelRefresh();
      setToken(null);
      // Other failures were already shown by the error middleware (it leaves 401 to us).
      if (error instanceof ApiError && error.status === 401 && reason !== 'on-load') deps.notifyError(error.message);
      deps.log(`The session could not be renewed (${reason}).`, error);
      return null;
    }
  }

  /** One refresh at a time, shared by every caller; resolves to the new token or null. */
  function refresh(reason: RefreshReason): Promise<string | null> {
    if (!refreshInFlight) {
      const heldToken = getToken();
      refreshInFlight = withLock(() => exchangeRefreshCookie(reason, heldToken)).finally(() => {
        refreshInFlight = null;
      });
    }
    return refreshInFlight;
  }

  /** A protected page opened with no token or no user: try the refresh cookie, else go to /login. */
  async function restore(): Promise<boolean> {
    if (store.get(sessionStatusAtom) === 'ended') return false;
    const token = await refresh('on-load');
    if (token && getUser()) return true;
    endSession();
    return false;
  }

  /** Calls the server; whatever it answers, this browser is signed out (a failure is only logged). */
  async function logout(): Promise<void> {
    cancelRefresh();
    try {
      await deps.requestLogout();
    } catch (error) {
      deps.log('Logout failed on the server; the session was cleared in this browser.', error);
    }
    const alreadyEnded = store.get(sessionStatusAtom) === 'ended';
    clear();
    if (!alreadyEnded) deps.goToLogin(null);
  }

  /** Loads the stored session at start-up and arms its refresh. */
  function start(): void {
    const token = storage.readToken();
    const user = storage.readUser();
    store.set(accessTokenAtom, token);
    store.set(userAtom, user);
    store.set(sessionStatusAtom, 'idle');
    // An expired token on a public page is left alone: no refresh on load there (spec section 2).
    if (token && !(isTokenExpired(token, now()) && isPublicRoute(deps.currentPath()))) scheduleRefresh(token);
  }

  /** Another tab changed the stored session (`storage` event): follow it. */
  function syncFromStorage(key: string | null): void {
    if (key !== null && key !== ACCESS_TOKEN_KEY && key !== USER_KEY) return;
    const hadUser = getUser() !== null;
    const previousToken = getToken();
    const token = storage.readToken();
    const user = storage.readUser();
    store.set(accessTokenAtom, token);
    store.set(userAtom, user);
    if (!token && !user) {
      cancelRefresh();
      store.set(sessionStatusAtom, 'ended');
      if (hadUser) deps.goToLogin(protectedPath());
      return;
    }
    if (token && user) store.set(sessionStatusAtom, 'idle');
    if (token !== previousToken) scheduleRefresh(token);
  }

  return { getToken, getUser, signIn, updateUser, refresh, restore, endSession, logout, start, syncFromStorage, dispose: cancelRefresh };
}

export type Session = ReturnType<typeof createSession>;
