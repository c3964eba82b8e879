// Loads packages/api/openapi.yaml (the source of truth) and turns each operation into the
// Fastify route options that validate its requests, plus a validator for its JSON responses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { repoRoot } from '../config/config.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

export const contractPath = path.join(repoRoot, 'packages/api/openapi.yaml');
export const CONTRACT_SCHEMA_ID = 'contract';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

type JsonSchema = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId?: string;
  security?: Record<string, unknown>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Partial<Record<Method, OperationObject>> & { parameters?: ParameterObject[] }>;
  security?: Record<string, unknown>[];
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export interface ContractOperation {
  readonly operationId: string;
  readonly method: Uppercase<Method>;
  /** The path as the contract writes it, under /api (e.g. /api/benchmarks/{benchmark_id}/). */
  readonly path: string;
  /** The same path in Fastify's syntax (/api/benchmarks/:benchmark_id/). */
  readonly url: string;
  readonly schema: { body?: JsonSchema; params?: JsonSchema; querystring?: JsonSchema };
  readonly jsonResponses: ReadonlyMap<number, JsonSchema>;
  /** True when every security alternative of the operation includes bearerAuth. */
  readonly requiresBearer: boolean;
}

export interface Contract {
  readonly document: OpenApiDocument;
  readonly operations: ReadonlyMap<string, ContractOperation>;
  /** The shared schema Fastify must know (addSchema) for the route schemas' $refs. */
  readonly sharedSchema: JsonSchema;
  /** Validates a JSON response body; returns error text or null. */
  validateResponse(operationId: string, status: number, body: unknown): string | null;
}

/** Follows a `$ref` to components.parameters / responses / requestBodies (one level, as OpenAPI allows). */
function deref<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    const target = value.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    if (!target) throw new Error(`openapi.yaml: unresolved ${value.$ref}`);
    return deref(document, target as T);
  }
  return value as T;
}

/** Rewrites local refs (#/components/...) so they resolve against the shared schema. */
function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = key === '$ref' && typeof inner === 'string' && inner.startsWith('#/') ? `${CONTRACT_SCHEMA_ID}${inner}` : rewriteRefs(inner);
    }
    return out as T;
  }
  return value;
}

function objectSchema(params: ParameterObject[]): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const param of params) {
    properties[param.name] = rewriteRefs(param.schema ?? { type: 'string' });
    if (param.required || param.in === 'path') required.push(param.name);
  }
  return { type: 'object', properties, required };
}

export function loadContract(file = contractPath): Contract {
  const document = parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  const sharedSchema: JsonSchema = { $id: CONTRACT_SCHEMA_ID, components: rewriteRefs(document.components ?? {}) };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(sharedSchema);

  const operations = new Map<string, ContractOperation>();
  const responseValidators = new Map<string, Map<number, ValidateFunction>>();
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${route} has no operationId`);
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(document, p));
      const bodySchema = deref(document, op.requestBody)?.content?.['application/json']?.schema;
      const jsonResponses = new Map<number, JsonSchema>();
      const validators = new Map<number, ValidateFunction>();
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const schema = deref(document, response).content?.['application/json']?.schema;
        if (!schema || !/^\d{3}$/.test(status)) continue;
        const rewritten = rewriteRefs(schema);
        jsonResponses.set(Number(status), rewritten);
        validators.set(Number(status), ajv.compile(rewritten));
      }
      responseValidators.set(op.operationId, validators);
      const fullPath = `/api${route}`;
      const pathParams = objectSchema(params.filter((p) => p.in === 'path'));
      const queryParams = objectSchema(params.filter((p) => p.in === 'query'));
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase() as Uppercase<Method>,
        path: fullPath,
        url: fullPath.replace(/\{([^}]+)\}/g, ':$1'),
        schema: {
          ...(bodySchema ? { body: rewriteRefs(bodySchema) } : {}),
          ...(pathParams ? { params: pathParams } : {}),
          ...(queryParams ? { querystring: queryParams } : {}),
        },
        jsonResponses,
        requiresBearer: (op.security ?? document.security ?? []).length > 0 && (op.security ?? document.security ?? []).every((alt) => 'bearerAuth' in alt),
      });
    }
  }

  return {
    document,
    operations,
    sharedSchema,
    validateResponse(operationId, status, body) {
      const validate = responseValidators.get(operationId)?.get(status);
      if (!validate) return null;
      if (validate(body)) return null;
      return ajv.errorsText(validate.errors, { dataVar: 'response' });
    },
  };
}
