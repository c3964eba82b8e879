// Where the session lives between page loads (spec sections 3 and 9: an access-token key and a
// user key in local storage). Reads never throw: storage can be unavailable or hold garbage.
import type { User } from '@quartile/api';

export const ACCESS_TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';

/** The subset of the Web Storage API the session needs (tests pass an in-memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access can throw when storage is disabled
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored user is trusted only if it has the fields the shell reads. */
export function parseUser(text: string | null | undefined): User | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value.firm)) return null;
    if (typeof value.first_name !== 'string' || typeof value.last_name !== 'string' || typeof value.is_employee !== 'boolean') return null;
    if (typeof value.firm.name !== 'string') return null;
    return value as unknown as User;
  } catch {
    return null;
  }
}

export function parseToken(text: string | null | undefined): string | null {
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // Quota or privacy mode: the session then lasts for this page only.
  }
}

export function createSessionStorage(storage: KeyValueStorage | null) {
  return {
    readToken: (): string | null => {
      try {
        return parseToken(storage?.getItem(ACCESS_TOKEN_KEY));
      } catch {
        return null;
      }
    },
    readUser: (): User | null => {
      try {
        return parseUser(storage?.getItem(USER_KEY));
      } catch {
        return null;
      }
    },
    writeToken: (token: string | null) =>
      attempt(() => (token ? storage?.setItem(ACCESS_TOKEN_KEY, token) : storage?.removeItem(ACCESS_TOKEN_KEY))),
    writeUser: (user: User | null) => attempt(() => (user ? storage?.setItem(USER_KEY, JSON.stringify(user)) : storage?.removeItem(USER_KEY))),
  };
}

export type SessionStorage = ReturnType<typeof createSessionStorage>;
