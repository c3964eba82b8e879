export { ACCESS_TOKEN_KEY, USER_KEY } from './storage.ts';
export { appStore, accessTokenAtom, userAtom, sessionStatusAtom, type SessionStatus } from './atoms.ts';
export { session, installSession, useSessionUser, useAccessToken, useSessionStatus, type LoginLocationState } from './browserSession.ts';
export type { Session, RefreshReason } from './session.ts';
