/**
 * Refresh timing (product-spec §4 "Authentication", §9): the access token is refreshed 60 seconds
 * before its expiry (`exp`, seconds since the epoch). A token already inside that window is
 * refreshed at once (delay 0). An undecodable token or one without `exp` gets no schedule (`null`);
 * the caller only logs it (§8).
 */
import { tokenExpiry } from './jwt.ts';

export const REFRESH_LEAD_MS = 60_000;
export const SITE_VERSION_POLL_MS = 60_000;

/** Epoch milliseconds at which to refresh, or null. */
export function refreshAt(token: unknown): number | null {
  const exp = tokenExpiry(token);
  return exp === null ? null : exp * 1000 - REFRESH_LEAD_MS;
}

/** Milliseconds to wait from `nowMs` before refreshing (never negative), or null. */
export function refreshDelay(token: unknown, nowMs: number): number | null {
  const at = refreshAt(token);
  return at === null ? null : Math.max(0, at - nowMs);
}

export function isTokenExpired(token: unknown, nowMs: number): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}
