import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, httpErrorMessage, NETWORK_ERROR_MESSAGE } from '../src/index.ts';
import { makeBenchmark, makeUser } from '../src/mocks/index.ts';
import { BASE_URL, useMockServer } from './support.ts';

const server = useMockServer();
const BENCHMARK_ID = makeBenchmark().id;

function setup(ignore?: (schemaPath: string) => boolean) {
  const onError = vi.fn();
  const client = createApiClient({ baseUrl: BASE_URL, errors: ignore ? { onError, ignore } : { onError } });
  return { client, onError };
}

describe('error middleware (spec section 8)', () => {
  it('a response >= 400 whose body has a message shows that message', async () => {
    const { client, onError } = setup();
    server.use(
      http.post(`${BASE_URL}/benchmarks/:benchmark_id/confirm-criteria-change/`, () =>
        HttpResponse.json({ message: 'Confirming criteria changes requires the analysis to be finished.' }, { status: 409 }),
      ),
    );

    const { error, response } = await client.POST('/benchmarks/{benchmark_id}/confirm-criteria-change/', {
      params: { path: { benchmark_id: BENCHMARK_ID } },
      body: { decisions: [{ company_id: BENCHMARK_ID, action: 'confirm' }] },
    });

    expect(response.status).toBe(409);
    expect(error).toEqual({ message: 'Confirming criteria changes requires the analysis to be finished.' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('Confirming criteria changes requires the analysis to be finished.', {
      status: 409,
      schemaPath: '/benchmarks/{benchmark_id}/confirm-criteria-change/',
    });
  });

  it('passes field errors along with the message', async () => {
    const { client, onError } = setup();
    server.use(
      http.post(`${BASE_URL}/clients/`, () =>
        HttpResponse.json({ message: 'Invalid input', errors: { website: ['Invalid URL'] } }, { status: 400 }),
      ),
    );
    await client.POST('/clients/', { body: { name: 'Acme', country: 'India', website: 'nope' } });
    expect(onError).toHaveBeenCalledWith('Invalid input', {
      status: 400,
      errors: { website: ['Invalid URL'] },
      schemaPath: '/clients/',
    });
  });

  it('a response >= 400 without a message shows the generic text with the status', async () => {
    const { client, onError } = setup();
    server.use(http.get(`${BASE_URL}/me/`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    server.use(http.get(`${BASE_URL}/agents/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    await client.GET('/me/');
    await client.GET('/agents/');

    expect(httpErrorMessage(502)).toBe('HTTP error 502');
    expect(onError.mock.calls.map(([message]) => message)).toEqual(['HTTP error 502', 'HTTP error 500']);
  });

  it('a 401 shows no error (the auth middleware owns it) and success shows nothing', async () => {
    const { client, onError } = setup();
    server.use(http.get(`${BASE_URL}/me/`, () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })));
    server.use(http.get(`${BASE_URL}/agents/`, () => HttpResponse.json([])));
    await client.GET('/me/');
    await client.GET('/agents/');
    expect(onError).not.toHaveBeenCalled();
  });

  it('a request that gets no response shows the network error and rejects', async () => {
    const { client, onError } = setup();
    server.use(http.get(`${BASE_URL}/me/`, () => HttpResponse.error()));

    await expect(client.GET('/me/')).rejects.toThrow();

    expect(NETWORK_ERROR_MESSAGE).toBe('Network error. Please check your connection and try again.');
    expect(onError).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE, { schemaPath: '/me/' });
  });

  it('calls a screen marks as handling its own errors are not reported', async () => {
    const { client, onError } = setup((path) => path === '/submitInquiry/');
    server.use(
      http.post(`${BASE_URL}/submitInquiry/`, () =>
        HttpResponse.json({ success: false, message: 'Invalid', errors: { email: ['Enter a valid e-mail'] } }, { status: 400 }),
      ),
    );
    const { error } = await client.POST('/submitInquiry/', {
      body: { name: 'Ada', email: 'ada@firm.example', company_size: '1-50', inquiry_type: 'contact_form' },
    });
    expect(error).toEqual({ success: false, message: 'Invalid', errors: { email: ['Enter a valid e-mail'] } });
    expect(onError).not.toHaveBeenCalled();
  });

  it('after a 401 retry, only the final response is reported', async () => {
    const onError = vi.fn();
    let token = 'old';
    const client = createApiClient({
      baseUrl: BASE_URL,
      errors: { onError },
      auth: { getToken: () => token, refresh: async () => (token = 'new'), onAuthFailure: vi.fn() },
    });
    server.use(
      http.get(`${BASE_URL}/me/`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer new'
          ? HttpResponse.json({ message: 'Firm suspended' }, { status: 403 })
          : HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    await client.GET('/me/');
    expect(onError.mock.calls).toEqual([['Firm suspended', { status: 403, schemaPath: '/me/' }]]);
    expect(makeUser().first_name).toBe('Anna');
  });
});
