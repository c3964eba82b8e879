import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderSchema, schemaPath } from '../scripts/contract.ts';
import { AUTH_PATHS } from '../src/index.ts';

type Json = Record<string, unknown>;
const spec = parse(await readFile(new URL('../openapi.yaml', import.meta.url), 'utf8')) as Json;
const paths = spec.paths as Record<string, Record<string, Json>>;
const components = spec.components as Record<string, Record<string, Json>>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const operations = Object.entries(paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({ path, method, op })),
);

function resolve(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const [, , section, name] = ref.split('/');
  const target = components[section ?? '']?.[name ?? ''];
  if (!target) throw new Error(`Unresolved ${ref}`);
  return resolve(target);
}

function* walk(node: unknown, where: string): Generator<{ node: Json; where: string }> {
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) yield* walk(child, `${where}[${i}]`);
  } else if (node && typeof node === 'object') {
    yield { node: node as Json, where };
    for (const [key, child] of Object.entries(node)) yield* walk(child, `${where}.${key}`);
  }
}

// Spec section 7, as written: [method or null where the spec does not give it, path].
const SECTION_7_CALLS: [string | null, string][] = [
  ['post', '/refreshToken/'],
  ['post', '/logout/'],
  ['post', '/submitInquiry/'],
  ['get', '/benchmarks/usage/'],
  [null, '/login/'],
  [null, '/register/'],
  [null, '/password-reset/request/'],
  [null, '/password-reset/confirm/'],
  ['get', '/benchmarks/{benchmark_id}/'],
  ['patch', '/benchmarks/{benchmark_id}/update/'],
  ['post', '/benchmarks/{benchmark_id}/annual-reports/import/'],
  ['post', '/benchmarks/{benchmark_id}/annual-reports/process/'],
  ['get', '/benchmarks/{benchmark_id}/companies/'],
  ['patch', '/benchmarks/{benchmark_id}/companies/{company_id}/'],
  ['get', '/benchmarks/{benchmark_id}/companies/{company_id}/evidence-report/download/'],
  ['patch', '/benchmarks/{benchmark_id}/companies/{company_id}/human-decision/'],
  ['post', '/benchmarks/{benchmark_id}/companies/{company_id}/human-decision-reason/'],
  ['post', '/benchmarks/{benchmark_id}/companies/{company_id}/human-summary/'],
  ['post', '/benchmarks/{benchmark_id}/companies/{company_id}/lookouts/force-validate/'],
  ['post', '/benchmarks/{benchmark_id}/companies/{company_id}/quick_review/'],
  ['post', '/benchmarks/{benchmark_id}/confirm-criteria-change/'],
  ['post', '/benchmarks/{benchmark_id}/create-run-ai-job/'],
  ['post', '/benchmarks/{benchmark_id}/criteria/save/'],
  ['post', '/benchmarks/{benchmark_id}/evidence-reports/bundle/start/'],
  ['post', '/benchmarks/{benchmark_id}/evidence-reports/bundle/status/'],
  ['post', '/benchmarks/{benchmark_id}/evidence-reports/bundle/download/'],
  ['get', '/benchmarks/{benchmark_id}/export/'],
  ['post', '/benchmarks/pli-stats/'],
  ['post', '/benchmarks/{benchmark_id}/tested-party-description/'],
  ['post', '/benchmarks/{benchmark_id}/yoy-import-data/'],
  ['post', '/benchmarks/{benchmark_id}/yoy-process-file/'],
  ['post', '/benchmarks/{benchmark_id}/yoy-remove-year/'],
  ['post', '/benchmarks/{benchmark_id}/yoy-upload-file-headers/'],
];

describe('openapi.yaml', () => {
  it('parses as OpenAPI 3.1 served under /api', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(spec.servers).toEqual([{ url: '/api' }]);
    expect(operations.length).toBeGreaterThan(60);
  });

  it('every operation has a unique camelCase operationId, tags, responses and a security decision', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect((op.tags as unknown[] | undefined)?.length, where).toBeGreaterThan(0);
      expect(Object.keys((op.responses as Json | undefined) ?? {}).length, where).toBeGreaterThan(0);
      expect(Array.isArray(op.security), where).toBe(true);
    }
  });

  it('every call of the spec section 7 tables exists, with the spec method where it gives one', () => {
    for (const [method, path] of SECTION_7_CALLS) {
      expect(paths[path], path).toBeDefined();
      if (method) expect(paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
  });

  it('paths keep the trailing slash and snake_case path parameters', () => {
    for (const path of Object.keys(paths)) {
      expect(path, path).toMatch(/\/$/);
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) expect(name, path).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('the five auth paths carry no bearer security and every other non-public call requires bearerAuth', () => {
    const publicCalls = new Set(['getHealth', 'acceptInvite', 'submitInquiry', 'logout']);
    for (const { path, op } of operations) {
      const schemes = (op.security as Json[]).flatMap((requirement) => Object.keys(requirement));
      if ((AUTH_PATHS as readonly string[]).includes(path)) expect(schemes, path).not.toContain('bearerAuth');
      else if (!publicCalls.has(op.operationId as string)) expect(schemes, path).toEqual(['bearerAuth']);
    }
  });

  it('every error response (>= 400) has a message, through the shared Error schema', () => {
    for (const { path, method, op } of operations) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        // The health check answers 503 with its own shape (status 'error'), for probes.
        if (Number(status) < 400 || op.operationId === 'getHealth') continue;
        const content = resolve(response as Json).content as Record<string, { schema: Json }>;
        const schema = resolve(content['application/json']!.schema);
        expect((schema.required as string[]).includes('message'), `${method} ${path} ${status}`).toBe(true);
      }
    }
    expect(components.schemas!.Error).toMatchObject({ required: ['message'] });
  });

  it('stays inside the JSON Schema subset the server validates (no nullable, no $ref siblings, known formats)', () => {
    const formats = new Set(['date', 'date-time', 'email', 'uri', 'uuid']);
    for (const { node, where } of walk(spec, '#')) {
      expect('nullable' in node, where).toBe(false);
      expect('example' in node, where).toBe(false);
      if ('$ref' in node) expect(Object.keys(node), where).toEqual(['$ref']);
      if (typeof node.format === 'string' && !where.includes('securitySchemes'))
        expect(formats.has(node.format), `${where}: ${node.format}`).toBe(true);
    }
  });

  it('JSON request bodies refuse unknown properties', () => {
    for (const { path, method, op } of operations) {
      const body = op.requestBody as Json | undefined;
      const json = (body?.content as Record<string, { schema: Json }> | undefined)?.['application/json'];
      if (!json) continue;
      expect(resolve(json.schema).additionalProperties, `${method} ${path}`).toBe(false);
    }
  });

  it("names the spec's company states, overview states, PLIs and quartile methods exactly", () => {
    const schemas = components.schemas!;
    expect(schemas.CompanyStatus!.enum).toEqual([
      'Ready for Analysis',
      'Analysis in Progress',
      'Data Collected - Awaiting Decision',
      'Analysis Failed',
      'Decision Refrained',
      'Accepted using Criteria',
      'Rejected using Criteria',
      'Accepted after Review',
      'Rejected after Review',
      'Deleted',
      'Excluded',
      'Included',
      'Not Analyzed',
      'Pending',
      'Decision Conflict',
      'Criteria Confirmation',
    ]);
    expect(schemas.IndustryOverviewStatus!.enum).toEqual(['Pending', 'Job Created', 'Running', 'Done', 'Failed']);
    expect(schemas.Pli!.enum).toEqual(['OM', 'NCP', 'GM', 'GMU', 'BERRY', 'NM', 'ROA', 'ROCE']);
    expect((schemas.PliStatsRequest!.properties as Json).method).toMatchObject({
      enum: ['us-482', 'india-10ca', 'excel-inc', 'excel-exc'],
    });
    expect(schemas.CompanySize!.enum).toEqual(['1-50', '51-200', '201-1000', '1000+']);
  });

  it('the committed generated types are current with openapi.yaml', async () => {
    const committed = await readFile(schemaPath, 'utf8');
    expect(committed === (await renderSchema()), 'Run `pnpm --filter @quartile/api generate`').toBe(true);
  });
});
