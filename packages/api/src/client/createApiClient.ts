import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { createAuthMiddleware, type AuthMiddlewareOptions } from './authMiddleware.ts';
import { createErrorMiddleware, type ErrorMiddlewareOptions } from './errorMiddleware.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** The API root, e.g. `/api` or `https://app.example.com/api`. */
  baseUrl: string;
  /** Defaults to the global fetch, looked up per call (so test and story mocks installed later apply). */
  fetch?: (request: Request) => Promise<Response>;
  /** Bearer, refresh and retry-once policy (spec section 4). */
  auth?: AuthMiddlewareOptions;
  /** Error toast policy (spec section 8). */
  errors?: ErrorMiddlewareOptions;
}

export function createApiClient({ baseUrl, fetch, auth, errors }: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'include',
    fetch: fetch ?? ((input: Request) => globalThis.fetch(input)),
  });
  // openapi-fetch runs onResponse in reverse order: auth retries first, errors then see the final response.
  if (errors) client.use(createErrorMiddleware(errors));
  if (auth) client.use(createAuthMiddleware(auth));
  return client;
}
