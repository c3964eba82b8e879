// The session's state, app-wide: one Jotai store shared by the Provider in App.tsx and by the
// session controller, which runs outside React (API middleware, timers, storage events).
import type { User } from '@quartile/api';
import { atom, createStore } from 'jotai';

/** `ended`: the session was closed (logout, failed refresh); protected pages send the user to /login. */
export type SessionStatus = 'idle' | 'ended';

export const accessTokenAtom = atom<string | null>(null);
export const userAtom = atom<User | null>(null);
export const sessionStatusAtom = atom<SessionStatus>('idle');

export type AppStore = ReturnType<typeof createStore>;

/** The app's one Jotai store (App.tsx provides it). */
export const appStore: AppStore = createStore();
