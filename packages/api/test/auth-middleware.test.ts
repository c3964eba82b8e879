import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, createApiClient } from '../src/index.ts';
import { makeAuthSession, makeBenchmark, makeCompany, makeUser } from '../src/mocks/index.ts';
import { BASE_URL, deferred, useMockServer } from './support.ts';

const server = useMockServer();
const BENCHMARK_ID = makeBenchmark().id;
const COMPANY_ID = makeCompany().id;

function setup(options: { refresh?: () => Promise<string | null | undefined>; token?: string | null } = {}) {
  let token: string | null = options.token === undefined ? 'old-token' : options.token;
  const refresh = vi.fn(
    options.refresh ??
      (async () => {
        token = 'new-token';
        return token;
      }),
  );
  const onAuthFailure = vi.fn();
  const client = createApiClient({ baseUrl: BASE_URL, auth: { getToken: () => token, refresh, onAuthFailure } });
  return { client, refresh, onAuthFailure, setToken: (t: string | null) => (token = t) };
}

/** GET /me/ answers 200 only to the new token; counts the calls it receives. */
function meAcceptsOnly(acceptedToken: string) {
  const seen: (string | null)[] = [];
  server.use(
    http.get(`${BASE_URL}/me/`, ({ request }) => {
      const auth = request.headers.get('Authorization');
      seen.push(auth);
      return auth === `Bearer ${acceptedToken}`
        ? HttpResponse.json(makeUser())
        : HttpResponse.json({ message: 'Token expired' }, { status: 401 });
    }),
  );
  return seen;
}

describe('auth middleware (spec section 4)', () => {
  it('adds the bearer token to every call except the five auth paths', async () => {
    const { client } = setup({ token: 't-123' });
    const headers = new Map<string, string | null>();
    server.use(
      http.all(`${BASE_URL}/*`, ({ request }) => {
        headers.set(new URL(request.url).pathname.replace('/api', ''), request.headers.get('Authorization'));
        return HttpResponse.json(makeAuthSession());
      }),
    );

    await client.GET('/me/');
    await client.GET('/benchmarks/{benchmark_id}/companies/', { params: { path: { benchmark_id: BENCHMARK_ID } } });
    await client.POST('/logout/');
    await client.POST('/login/', { body: { email: 'a@b.example', password: 'pw' } });
    await client.POST('/register/', {
      body: { email: 'a@b.example', password: 'long-password', first_name: 'A', last_name: 'B', firm_name: 'F' },
    });
    await client.POST('/refreshToken/');
    await client.POST('/password-reset/request/', { body: { email: 'a@b.example' } });
    await client.POST('/password-reset/confirm/', { body: { uidb64: 'MQ', token: 'tok', password: 'long-password' } });

    expect(headers.get('/me/')).toBe('Bearer t-123');
    expect(headers.get(`/benchmarks/${BENCHMARK_ID}/companies/`)).toBe('Bearer t-123');
    expect(headers.get('/logout/')).toBe('Bearer t-123');
    for (const path of AUTH_PATHS) expect(headers.get(path), path).toBeNull();
  });

  it('sends no Authorization header when there is no token', async () => {
    const { client } = setup({ token: null });
    let auth: string | null = 'unset';
    server.use(
      http.post(`${BASE_URL}/submitInquiry/`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, message: 'Thanks' });
      }),
    );
    await client.POST('/submitInquiry/', {
      body: { name: 'Ada', email: 'ada@firm.example', company_size: '1-50', inquiry_type: 'pricing_page' },
    });
    expect(auth).toBeNull();
  });

  it('on a 401 refreshes once, retries the request once with the new token, and answers the retry', async () => {
    const { client, refresh, onAuthFailure } = setup();
    const seen = meAcceptsOnly('new-token');

    const { data, response } = await client.GET('/me/');

    expect(response.status).toBe(200);
    expect(data?.first_name).toBe('Anna');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('retries a request with a body by resending the same body', async () => {
    const { client } = setup();
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${BASE_URL}/benchmarks/:benchmark_id/companies/:company_id/human-decision/`, async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('Authorization') === 'Bearer new-token'
          ? HttpResponse.json(makeCompany(1, { status: 'Accepted after Review' }))
          : HttpResponse.json({ message: 'Token expired' }, { status: 401 });
      }),
    );

    const { data } = await client.PATCH('/benchmarks/{benchmark_id}/companies/{company_id}/human-decision/', {
      params: { path: { benchmark_id: BENCHMARK_ID, company_id: COMPANY_ID } },
      body: { decision: 'accept', reason: 'Independent distributor' },
    });

    expect(data?.status).toBe('Accepted after Review');
    expect(bodies).toEqual([
      { decision: 'accept', reason: 'Independent distributor' },
      { decision: 'accept', reason: 'Independent distributor' },
    ]);
  });

  it('concurrent 401s share one refresh in flight and each request is retried once', async () => {
    const gate = deferred<void>();
    let token = 'old-token';
    const refresh = vi.fn(async () => {
      await gate.promise;
      token = 'new-token';
      return token;
    });
    const onAuthFailure = vi.fn();
    const client = createApiClient({ baseUrl: BASE_URL, auth: { getToken: () => token, refresh, onAuthFailure } });
    const seen = meAcceptsOnly('new-token');

    const calls = Promise.all([client.GET('/me/'), client.GET('/me/'), client.GET('/me/')]);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    gate.resolve();
    const results = await calls;

    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.filter((h) => h === 'Bearer new-token')).toHaveLength(3);
    expect(seen).toHaveLength(6);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('a 401 for a request sent before a finished refresh retries with the current token without refreshing again', async () => {
    const { client, refresh, setToken } = setup();
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE_URL}/me/`, ({ request }) => {
        const auth = request.headers.get('Authorization');
        seen.push(auth);
        if (auth === 'Bearer old-token') {
          setToken('renewed-elsewhere'); // another tab or request renewed the session meanwhile
          return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
        }
        return HttpResponse.json(makeUser());
      }),
    );

    const { response } = await client.GET('/me/');

    expect(response.status).toBe(200);
    expect(refresh).not.toHaveBeenCalled();
    expect(seen).toEqual(['Bearer old-token', 'Bearer renewed-elsewhere']);
  });

  it('when the refresh fails it calls onAuthFailure once and does not retry or loop', async () => {
    const { client, refresh, onAuthFailure } = setup({ refresh: async () => null });
    const seen = meAcceptsOnly('never');

    const { response, error } = await client.GET('/me/');

    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Token expired' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });

  it('when the refresh throws it calls onAuthFailure once for all waiting requests', async () => {
    const { client, refresh, onAuthFailure } = setup({
      refresh: async () => {
        throw new Error('refresh cookie expired');
      },
    });
    const seen = meAcceptsOnly('never');

    const results = await Promise.all([client.GET('/me/'), client.GET('/me/')]);

    expect(results.map((r) => r.response.status)).toEqual([401, 401]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('when the retried request still answers 401 it calls onAuthFailure and stops (one retry only)', async () => {
    const { client, refresh, onAuthFailure } = setup();
    const seen = meAcceptsOnly('never');

    const { response } = await client.GET('/me/');

    expect(response.status).toBe(401);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('a 401 on an auth path calls onAuthFailure without refreshing', async () => {
    const { client, refresh, onAuthFailure } = setup();
    let calls = 0;
    server.use(
      http.post(`${BASE_URL}/refreshToken/`, () => {
        calls++;
        return HttpResponse.json({ message: 'Session expired' }, { status: 401 });
      }),
    );

    const { response } = await client.POST('/refreshToken/');

    expect(response.status).toBe(401);
    expect(calls).toBe(1);
    expect(refresh).not.toHaveBeenCalled();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('a refresh made through the same client that gets 401 ends the session once, not twice', async () => {
    let token = 'old-token';
    const onAuthFailure = vi.fn();
    const client = createApiClient({
      baseUrl: BASE_URL,
      auth: {
        getToken: () => token,
        refresh: async () => {
          const { data } = await client.POST('/refreshToken/');
          if (data) token = data.access;
          return data?.access ?? null;
        },
        onAuthFailure,
      },
    });
    meAcceptsOnly('never');
    server.use(http.post(`${BASE_URL}/refreshToken/`, () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })));

    const { response } = await client.GET('/me/');

    expect(response.status).toBe(401);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('sends cookies with every call (credentials: include)', async () => {
    const sent: Request[] = [];
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: async (request: Request) => {
        sent.push(request);
        return HttpResponse.json(makeAuthSession());
      },
    });
    await client.POST('/refreshToken/');
    await client.GET('/me/');
    expect(sent.map((r) => r.credentials)).toEqual(['include', 'include']);
  });
});
