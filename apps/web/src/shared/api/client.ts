// The one API client of the web app: typed endpoints over openapi-fetch with the spec's
// section 4 middleware (bearer, refresh and retry once, error toasts). Session wiring lives in
// features/auth; this file only assembles the client from the hooks it is given.
import { createApiClient, createEndpoints, type Endpoints } from '@quartile/api';
import { sessionHooks } from './sessionHooks.ts';

export const apiClient = createApiClient({
  baseUrl: '/api',
  auth: sessionHooks.auth,
  errors: sessionHooks.errors,
});

export const api: Endpoints = createEndpoints(apiClient);
