// The callbacks the API middleware calls. The session controller (shared/session/browserSession.ts)
// installs the real session behaviour at start-up (installSessionHooks); until then requests go out without a token.
import type { AuthMiddlewareOptions, ErrorMiddlewareOptions } from '@quartile/api';

export interface SessionHooks {
  auth: AuthMiddlewareOptions;
  errors: ErrorMiddlewareOptions;
}

let installed: SessionHooks | null = null;

export const sessionHooks: SessionHooks = {
  auth: {
    getToken: () => installed?.auth.getToken() ?? null,
    refresh: () => installed?.auth.refresh() ?? Promise.resolve(null),
    onAuthFailure: () => installed?.auth.onAuthFailure(),
  },
  errors: {
    onError: (message, details) => installed?.errors.onError(message, details),
    ignore: (schemaPath) => installed?.errors.ignore?.(schemaPath) ?? false,
  },
};

export function installSessionHooks(hooks: SessionHooks): void {
  installed = hooks;
}
