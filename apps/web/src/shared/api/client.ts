// The one API client of the web app: typed endpoints over openapi-fetch with the spec's
// section 4 middleware (bearer, refresh and retry once, error toasts). The session controller
// (shared/session/browserSession.ts) installs the real hooks at start-up; this file only assembles
// the client from them. Pages do not call it directly for reads: they go through the query and
// mutation definitions in features/<name>/api/ and the one query client (queryClient.ts).
import { createApiClient, createEndpoints, type Endpoints } from '@quartile/api';
import { sessionHooks } from './sessionHooks.ts';

export const apiClient = createApiClient({
  baseUrl: '/api',
  auth: sessionHooks.auth,
  errors: sessionHooks.errors,
});

export const api: Endpoints = createEndpoints(apiClient);
