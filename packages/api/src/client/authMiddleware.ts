import type { Middleware } from 'openapi-fetch';
import { isAuthPath } from './authPaths.ts';

export interface AuthMiddlewareOptions {
  /** The current access token, if any. */
  getToken: () => string | null | undefined;
  /**
   * Obtain and store a new access token (POST /refreshToken/). Resolve to the new token;
   * resolve to null/undefined or reject when the session cannot be renewed.
   */
  refresh: () => Promise<string | null | undefined>;
  /** Clear the session and go to /login. */
  onAuthFailure: () => void;
}

/**
 * Spec section 4: bearer on every call but the auth paths; a 401 on any other call triggers one
 * refresh shared by every request waiting on it, then the request is retried once through the
 * client's own fetch (so no middleware runs again and it can never loop); a failed refresh, a
 * retry that still answers 401, or a 401 from an auth path ends the session.
 */
export function createAuthMiddleware({ getToken, refresh, onAuthFailure }: AuthMiddlewareOptions): Middleware {
  // Unsent copies of requests, kept until their response arrives, so a retry can resend the body.
  const replayable = new Map<string, Request>();
  let refreshInFlight: Promise<string | null> | null = null;
  // The token whose refresh failed: later 401s for requests sent with it end quietly, since the
  // session has already been ended once (no second refresh, no second onAuthFailure).
  let endedToken: string | null | undefined;

  function refreshOnce(sentToken: string | null): Promise<string | null> {
    refreshInFlight ??= (async () => {
      try {
        const token = await refresh();
        if (token) return token;
      } catch {
        // A failed refresh is reported through onAuthFailure below.
      }
      endedToken = sentToken;
      onAuthFailure();
      return null;
    })().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  return {
    onRequest({ request, schemaPath, id }) {
      if (isAuthPath(schemaPath)) return undefined;
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      replayable.set(id, request.clone());
      return request;
    },

    async onResponse({ request, response, schemaPath, id, options }) {
      const original = replayable.get(id);
      replayable.delete(id);
      if (response.status !== 401) return undefined;

      if (isAuthPath(schemaPath)) {
        // A refresh started here reports its own failure; anything else ends the session now.
        if (!refreshInFlight) onAuthFailure();
        return undefined;
      }
      if (!original) return undefined;

      const sentToken = bearerOf(request);
      const current = getToken();
      if (sentToken === endedToken && (!current || current === sentToken)) return undefined;
      // Another request may already have renewed the token while this one was in flight.
      const token = current && current !== sentToken ? current : await refreshOnce(sentToken);
      if (!token) return undefined;

      const retry = new Request(original);
      retry.headers.set('Authorization', `Bearer ${token}`);
      const retried = await options.fetch(retry);
      if (retried.status === 401) onAuthFailure();
      return retried;
    },

    onError({ id }) {
      replayable.delete(id);
      return undefined;
    },
  };
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}
