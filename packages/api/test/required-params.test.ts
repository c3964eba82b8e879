import { describe, expect, it, vi } from 'vitest';
import { createApiClient, createEndpoints, RequiredParameterError, requireParams } from '../src/index.ts';
import { makeBenchmark, makeCompany } from '../src/mocks/index.ts';
import { BASE_URL } from './support.ts';

const BENCHMARK_ID = makeBenchmark().id;
const COMPANY_ID = makeCompany().id;

function setup() {
  const fetch = vi.fn(async () => new Response('{}'));
  return { fetch, endpoints: createEndpoints(createApiClient({ baseUrl: BASE_URL, fetch })) };
}

describe('required parameters (spec section 5)', () => {
  it('a missing path id rejects with the spec message and makes no request', async () => {
    const { fetch, endpoints } = setup();
    await expect(endpoints.getBenchmark(undefined)).rejects.toThrow(
      'Required parameter benchmarkId was null or undefined when calling getBenchmark.',
    );
    await expect(endpoints.getCompanies(null)).rejects.toThrow(
      'Required parameter benchmarkId was null or undefined when calling getCompanies.',
    );
    await expect(endpoints.updateCompany(BENCHMARK_ID, undefined, { name: 'Acme' })).rejects.toThrow(
      'Required parameter companyId was null or undefined when calling updateCompany.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a missing request body rejects with the spec message and makes no request', async () => {
    const { fetch, endpoints } = setup();
    await expect(endpoints.humanDecision(BENCHMARK_ID, COMPANY_ID, undefined)).rejects.toThrow(
      'Required parameter body was null or undefined when calling humanDecision.',
    );
    await expect(endpoints.saveCriteria(BENCHMARK_ID, null)).rejects.toBeInstanceOf(RequiredParameterError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports the first missing parameter in declaration order', () => {
    expect(() => requireParams('humanSummary', { benchmarkId: undefined, companyId: null, body: undefined })).toThrow(
      'Required parameter benchmarkId was null or undefined when calling humanSummary.',
    );
    const error = (() => {
      try {
        requireParams('humanSummary', { benchmarkId: 'b', companyId: null });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toMatchObject({ name: 'RequiredParameterError', parameter: 'companyId', operation: 'humanSummary' });
  });

  it('present values pass through (empty strings and zero are present)', () => {
    expect(requireParams('op', { a: '', b: 0, c: false })).toEqual({ a: '', b: 0, c: false });
  });
});
