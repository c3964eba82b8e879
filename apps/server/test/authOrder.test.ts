import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_REQUIRED_MESSAGE } from '../src/auth/guard.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { startServerWithOwner } from './support/firms.ts';

let server: TestServer, session: SignedIn;
beforeAll(async () => ({ server, owner: session } = await startServerWithOwner()));
afterAll(() => server?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Private operations called with a body or address the contract refuses. */
const INVALID_REQUESTS: { name: string; method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }[] = [
  { name: 'createClient with an empty body', method: 'POST', url: '/api/clients/', payload: {} },
  { name: 'createBenchmark with an empty body', method: 'POST', url: '/api/benchmarks/', payload: {} },
  { name: 'changePassword with an empty body', method: 'POST', url: '/api/me/password/', payload: {} },
  { name: 'inviteTeamMember with a bad e-mail', method: 'POST', url: '/api/team/invites/', payload: { email: 'not-an-email' } },
  { name: 'importCompanies with no rows', method: 'POST', url: `/api/benchmarks/${SOME_ID}/file/import/`, payload: { wrong: true } },
  { name: 'getBenchmark with a malformed id', method: 'GET', url: '/api/benchmarks/not-a-uuid/' },
];

describe(`authentication comes before validation on ${testDbKind}`, () => {
  it.each(INVALID_REQUESTS)('$name: 401 without a token, not field errors', async ({ method, url, payload }) => {
    const response = await server.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AUTH_REQUIRED_MESSAGE });
  });

  it.each(INVALID_REQUESTS)('$name: 401 with a forged token', async ({ method, url, payload }) => {
    const response = await server.app.inject({ method, url, headers: { authorization: 'Bearer not.a.token' }, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
  });

  it.each(INVALID_REQUESTS)('$name: 400 with a valid token', async ({ method, url, payload }) => {
    const response = await server.app.inject({ method, url, headers: bearer(session), ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
  });
});
