import { ApiError, type AuthSession, type User } from '@quartile/api';
import { makeAccessToken, makeUser } from '@quartile/api/mocks';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenAtom, sessionStatusAtom, userAtom } from './atoms.ts';
import { createSession, type SessionDeps } from './session.ts';
import { ACCESS_TOKEN_KEY, USER_KEY, createSessionStorage, type KeyValueStorage } from './storage.ts';

const NOW = Date.parse('2025-06-02T09:30:00Z');
const expIn = (seconds: number) => makeAccessToken(Math.floor(NOW / 1000) + seconds);

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function setup(overrides: Partial<SessionDeps> = {}, path = '/vault?search=acme') {
  const raw = memoryStorage();
  const store = createStore();
  const deps = {
    store,
    storage: createSessionStorage(raw),
    requestRefresh: vi.fn<() => Promise<AuthSession>>(async () => ({ access: expIn(900), user: makeUser({ first_name: 'Renewed' }) })),
    requestLogout: vi.fn(async () => ({ message: 'You have been logged out.' })),
    goToLogin: vi.fn<(from: string | null) => void>(),
    currentPath: () => path,
    notifyError: vi.fn<(message: string) => void>(),
    log: vi.fn(),
    ...overrides,
  } satisfies SessionDeps;
  return { session: createSession(deps), store, raw, deps };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('session storage', () => {
  it('keeps the token and the user under the spec keys access_token and user', () => {
    const { session, raw } = setup();
    const token = expIn(900);
    session.signIn({ access: token, user: makeUser() });
    expect(raw.data.get(ACCESS_TOKEN_KEY)).toBe(token);
    expect(JSON.parse(raw.data.get(USER_KEY) ?? 'null')).toMatchObject({ first_name: 'Anna', is_employee: true });
  });

  it('ignores a stored user that is not valid JSON or lacks the fields the shell reads', () => {
    const { session, raw, store } = setup();
    raw.data.set(ACCESS_TOKEN_KEY, 'x.y.z');
    raw.data.set(USER_KEY, '{not json');
    session.start();
    expect(store.get(userAtom)).toBeNull();
    raw.data.set(USER_KEY, JSON.stringify({ first_name: 'A' }));
    session.start();
    expect(store.get(userAtom)).toBeNull();
  });
});

describe('refresh timing', () => {
  it('refreshes 60 seconds before exp, not earlier', async () => {
    const { session, deps, store } = setup();
    session.signIn({ access: expIn(300), user: makeUser() });
    await vi.advanceTimersByTimeAsync(239_000);
    expect(deps.requestRefresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deps.requestRefresh).toHaveBeenCalledTimes(1);
    expect(store.get(userAtom)?.first_name).toBe('Renewed');
  });

  it('refreshes at once when the token is already inside the 60-second window', async () => {
    const { session, deps } = setup();
    session.signIn({ access: expIn(30), user: makeUser() });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('only logs an undecodable token (no schedule, no exception)', async () => {
    const { session, deps } = setup();
    expect(() => session.signIn({ access: 'garbage', user: makeUser() })).not.toThrow();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(deps.requestRefresh).not.toHaveBeenCalled();
    expect(deps.log).toHaveBeenCalledWith(expect.stringContaining('no readable expiry'));
  });

  it('clears the token and shows the server message when the scheduled refresh is refused', async () => {
    const { session, store, raw, deps } = setup({
      requestRefresh: vi.fn(async () => {
        throw new ApiError(401, { message: 'Your session has ended. Please log in again.' });
      }),
    });
    session.signIn({ access: expIn(61), user: makeUser() });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.get(accessTokenAtom)).toBeNull();
    expect(raw.data.has(ACCESS_TOKEN_KEY)).toBe(false);
    expect(deps.notifyError).toHaveBeenCalledWith('Your session has ended. Please log in again.');
  });

  it('does not arm a refresh at start-up for an expired token on a public page', async () => {
    const { session, raw, deps } = setup({}, '/login');
    raw.data.set(ACCESS_TOKEN_KEY, expIn(-10));
    raw.data.set(USER_KEY, JSON.stringify(makeUser()));
    session.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.requestRefresh).not.toHaveBeenCalled();
  });
});

describe('one refresh at a time', () => {
  it('shares one server call between every caller', async () => {
    let resolve: (s: AuthSession) => void = () => {};
    const { session, deps } = setup({ requestRefresh: vi.fn(() => new Promise<AuthSession>((r) => (resolve = r))) });
    const a = session.refresh('retry');
    const b = session.refresh('scheduled');
    const token = expIn(900);
    resolve({ access: token, user: makeUser() });
    await expect(Promise.all([a, b])).resolves.toEqual([token, token]);
    expect(deps.requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('adopts a token another tab stored while this one waited, without presenting the cookie again', async () => {
    const { session, raw, deps, store } = setup();
    session.signIn({ access: expIn(10), user: makeUser() });
    vi.mocked(deps.requestRefresh).mockClear();
    const fresh = expIn(900);
    raw.data.set(ACCESS_TOKEN_KEY, fresh); // written by the other tab, no storage event yet
    await expect(session.refresh('retry')).resolves.toBe(fresh);
    expect(deps.requestRefresh).not.toHaveBeenCalled();
    expect(store.get(accessTokenAtom)).toBe(fresh);
  });
});

describe('on-load refresh of a protected page', () => {
  it('stores the new token and user', async () => {
    const { session, store } = setup();
    session.start();
    await expect(session.restore()).resolves.toBe(true);
    expect(store.get(userAtom)?.first_name).toBe('Renewed');
  });

  it('on a 401 clears the session and goes to /login with the page to return to, without a toast', async () => {
    const { session, store, deps } = setup({
      requestRefresh: vi.fn(async () => {
        throw new ApiError(401, { message: 'Your session has ended. Please log in again.' });
      }),
    });
    session.start();
    await expect(session.restore()).resolves.toBe(false);
    expect(deps.goToLogin).toHaveBeenCalledWith('/vault?search=acme');
    expect(deps.notifyError).not.toHaveBeenCalled();
    expect(store.get(sessionStatusAtom)).toBe('ended');
  });
});

describe('ending the session', () => {
  it('endSession clears token and user and goes to /login once', () => {
    const { session, store, raw, deps } = setup();
    session.signIn({ access: expIn(900), user: makeUser() });
    session.endSession();
    session.endSession();
    expect(store.get(accessTokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(raw.data.size).toBe(0);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('logout calls the server, clears and goes to /login', async () => {
    const { session, store, deps } = setup();
    session.signIn({ access: expIn(900), user: makeUser() });
    await session.logout();
    expect(deps.requestLogout).toHaveBeenCalledTimes(1);
    expect(store.get(userAtom)).toBeNull();
    expect(deps.goToLogin).toHaveBeenCalledWith(null);
  });

  it('a failed logout is only logged (no toast) and this browser is still signed out', async () => {
    const { session, store, deps } = setup({
      requestLogout: vi.fn(async () => {
        throw new ApiError(500, { message: 'Internal error' });
      }),
    });
    session.signIn({ access: expIn(900), user: makeUser() });
    await session.logout();
    expect(deps.log).toHaveBeenCalledWith(expect.stringContaining('Logout failed'), expect.any(ApiError));
    expect(deps.notifyError).not.toHaveBeenCalled();
    expect(store.get(accessTokenAtom)).toBeNull();
  });
});

describe('other tabs', () => {
  it('follows a user change made in another tab', () => {
    const { session, raw, store } = setup();
    session.signIn({ access: expIn(900), user: makeUser() });
    const renamed: User = makeUser({ first_name: 'Annika' });
    raw.data.set(USER_KEY, JSON.stringify(renamed));
    session.syncFromStorage(USER_KEY);
    expect(store.get(userAtom)?.first_name).toBe('Annika');
  });

  it('goes to /login when another tab signed out', () => {
    const { session, raw, store, deps } = setup();
    session.signIn({ access: expIn(900), user: makeUser() });
    raw.data.clear();
    session.syncFromStorage(USER_KEY);
    expect(store.get(sessionStatusAtom)).toBe('ended');
    expect(deps.goToLogin).toHaveBeenCalledWith('/vault?search=acme');
  });

  it('re-arms the refresh for a token renewed in another tab', async () => {
    const { session, raw, deps } = setup();
    session.signIn({ access: expIn(70), user: makeUser() });
    raw.data.set(ACCESS_TOKEN_KEY, expIn(900));
    session.syncFromStorage(ACCESS_TOKEN_KEY);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.requestRefresh).not.toHaveBeenCalled();
  });
});
