import { readFile } from 'node:fs/promises';
import type { HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { createApiClient, createEndpoints, type Company } from '../src/index.ts';
import {
  api,
  defaultHandlers,
  FIXTURE_IDS,
  fixtureId,
  handlers,
  makeBenchmark,
  makeClient,
  makeCompanies,
  makeCompany,
  makeFar,
  makeIndustryOverview,
  makeJob,
  makeUsageRecords,
  makeUser,
  usageVariants,
} from '../src/mocks/index.ts';
import { BASE_URL, useMockServer } from './support.ts';

type Json = Record<string, unknown>;
const spec = parse(await readFile(new URL('../openapi.yaml', import.meta.url), 'utf8')) as Json;
const schemas = (spec.components as Json).schemas as Record<string, Json>;
const operationIds = Object.values(spec.paths as Record<string, Record<string, Json>>).flatMap((item) =>
  Object.values(item).map((op) => op.operationId as string),
);

const server = useMockServer();
const endpoints = createEndpoints(createApiClient({ baseUrl: BASE_URL }));

/** Required keys present, and no keys the schema does not declare. */
function expectShape(value: object, schemaName: string) {
  const schema = schemas[schemaName]!;
  expect(Object.keys(value).sort(), schemaName).toEqual(expect.arrayContaining(schema.required as string[]));
  for (const key of Object.keys(value)) expect(Object.keys(schema.properties as Json), `${schemaName}.${key}`).toContain(key);
}

describe('mocks', () => {
  it('has one default handler per operation, named by its operationId, and one endpoint function per operation', () => {
    const handlerNames = Object.values(handlers).flatMap((group: Record<string, HttpHandler>) => Object.keys(group));
    expect([...handlerNames].sort()).toEqual([...operationIds].sort());
    expect(defaultHandlers).toHaveLength(operationIds.length);
    expect(Object.keys(endpoints).sort()).toEqual([...operationIds].sort());
  });

  it('fixtures are deterministic and shaped like the contract', () => {
    expect(makeCompanies()).toEqual(makeCompanies());
    expect(fixtureId('company', 3)).toBe(fixtureId('company', 3));
    expect(fixtureId('company', 3)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expectShape(makeUser(), 'User');
    expectShape(makeUser().firm, 'Firm');
    expectShape(makeClient(), 'Client');
    expectShape(makeBenchmark(), 'Benchmark');
    for (const company of makeCompanies()) expectShape(company, 'Company');
    expectShape(makeJob(), 'Job');
    expectShape(makeFar(), 'FAR');
    expectShape(makeIndustryOverview(), 'IndustryOverview');
    expect(new Set(makeCompanies().map((c) => c.status)).size).toBeGreaterThan(10);
    expect(makeCompany(2, { name: 'Override GmbH' }).name).toBe('Override GmbH');
    for (const record of makeUsageRecords()) expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the default handlers answer the typed endpoints with fixtures', async () => {
    server.use(...defaultHandlers);
    const benchmark = await endpoints.getBenchmark(FIXTURE_IDS.benchmark);
    expect(benchmark.id).toBe(FIXTURE_IDS.benchmark);
    const usage = await endpoints.getUsage();
    expect(usage).toEqual(makeUsageRecords());
    const companies: Company[] = await endpoints.getCompanies(FIXTURE_IDS.benchmark);
    expect(companies).toHaveLength(12);
    const updated = await endpoints.updateCompany(FIXTURE_IDS.benchmark, FIXTURE_IDS.company, { website: 'https://new.example' });
    expect(updated).toMatchObject({ website: 'https://new.example', status: 'Ready for Analysis', automated_decision: null });
    const workbook = await endpoints.exportBenchmark(FIXTURE_IDS.benchmark, ['name', 'country']);
    expect(workbook).toBeInstanceOf(Blob);
    const job = await endpoints.createRunAiJob(FIXTURE_IDS.benchmark, { mode: 'analysis' });
    expect(job.status).toBe('queued');
    const clients = await endpoints.listClients({ search: 'saffron' });
    expect(clients).toMatchObject({ total: 1, page: 1, page_size: 20 });
    await expect(endpoints.removeTeamMember(fixtureId('user', 3))).resolves.toBeUndefined();
    const file = await endpoints.uploadCompanyFile(FIXTURE_IDS.benchmark, new Blob(['name,country\n']), { filename: 'list.csv' });
    expect(file.imported_count).toBe(0);
  });

  it('a request the mocks do not handle fails instead of reaching the network', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(endpoints.getMe()).rejects.toThrow();
    expect(String(log.mock.calls[0]?.[0])).toContain('without a matching request handler');
    log.mockRestore();
  });

  it('a story or test replaces one handler and the rest stay in place', async () => {
    server.use(...defaultHandlers);
    server.use(usageVariants.empty);
    expect(await endpoints.getUsage()).toEqual([]);
    expect((await endpoints.getMe()).first_name).toBe('Anna');
    server.use(usageVariants.serverError);
    await expect(endpoints.getUsage()).rejects.toMatchObject({ status: 500, message: 'Internal server error' });
  });

  it('reply() is typed by the contract: statuses and bodies it does not declare do not compile', () => {
    const resolver = vi.fn();
    // @ts-expect-error 418 is not a declared response of GET /benchmarks/usage/
    api.get('/benchmarks/usage/', ({ reply }) => reply(418, []));
    // @ts-expect-error a usage record needs a date
    api.get('/benchmarks/usage/', ({ reply }) => reply(200, [{ count: 1 }]));
    // @ts-expect-error PUT /me/ is not in the contract
    api.put('/me/', resolver);
    expect(resolver).not.toHaveBeenCalled();
  });

  it('errors from the contract reject as ApiError with status, message and field errors', async () => {
    server.use(
      api.post('/submitInquiry/', ({ reply }) =>
        reply(400, { success: false, message: 'Please correct the errors.', errors: { email: ['Enter a valid e-mail address.'] } }),
      ),
    );
    await expect(
      endpoints.submitInquiry({ name: 'Ada', email: 'ada@firm.example', company_size: '51-200', inquiry_type: 'pricing_page' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Please correct the errors.',
      errors: { email: ['Enter a valid e-mail address.'] },
    });
  });
});
