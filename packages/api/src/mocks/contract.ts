// A tiny typed layer over msw's `http`: handlers are declared with the contract's own paths
// (`/benchmarks/{benchmark_id}/`), and `reply(status, body)` only accepts the statuses and JSON
// bodies openapi.yaml declares for that operation. (openapi-msw does not support msw 3 yet.)
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { components, paths } from '../generated/schema.ts';

type Schemas = components['schemas'];

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Contract paths that define `method`. */
export type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends HttpMethod> = Extract<paths[P][M], { responses: unknown }>;
type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type PathParamsOf<Op> = Op extends { parameters: { path: infer T } }
  ? [T] extends [never]
    ? Record<string, never>
    : { [K in keyof T]: string }
  : Record<string, never>;
export type RequestBodyOf<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type Reply<Op> = <S extends keyof ResponsesOf<Op> & number>(
  status: S,
  ...body: [JsonOf<ResponsesOf<Op>[S]>] extends [never] ? [] : [JsonOf<ResponsesOf<Op>[S]>]
) => Response;

export interface ContractResolverInfo<Op> {
  request: Request;
  params: PathParamsOf<Op>;
  query: URLSearchParams;
  /** The parsed JSON request body. */
  body: () => Promise<RequestBodyOf<Op>>;
  reply: Reply<Op>;
}

export type ContractResolver<Op> = (info: ContractResolverInfo<Op>) => Response | undefined | Promise<Response | undefined>;

/** Where the API is mounted; `*` matches any origin (the app, Storybook, Node tests). */
export const MOCK_API_BASE = '*/api';

// Static segments that share a position with a path parameter (GET /benchmarks/usage/ vs
// GET /benchmarks/{benchmark_id}/): a parameterised handler lets these fall through, as the server's router does.
const STATIC_SEGMENTS = new Set(['usage', 'pli-stats']);

export function contractHandler<M extends HttpMethod, P extends PathsWith<M>>(
  method: M,
  path: P,
  resolver: ContractResolver<Operation<P, M>>,
): HttpHandler {
  const mswPath = MOCK_API_BASE + path.replace(/\{(\w+)\}/g, ':$1');
  return http[method](mswPath, async ({ request, params }) => {
    const pathParams: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) {
      const text = Array.isArray(value) ? value.join('/') : String(value ?? '');
      if (STATIC_SEGMENTS.has(text)) return undefined;
      pathParams[name] = text;
    }
    const reply = ((status: number, ...body: unknown[]) =>
      body.length === 0 ? new HttpResponse(null, { status }) : HttpResponse.json(body[0] as never, { status })) as Reply<Operation<P, M>>;
    return resolver({
      request,
      params: pathParams as PathParamsOf<Operation<P, M>>,
      query: new URL(request.url).searchParams,
      body: () => request.clone().json() as Promise<RequestBodyOf<Operation<P, M>>>,
      reply,
    });
  });
}

/** `api.get('/benchmarks/{benchmark_id}/', ({ params, reply }) => reply(200, makeBenchmark({ id: params.benchmark_id })))` */
export const api = {
  get: <P extends PathsWith<'get'>>(path: P, resolver: ContractResolver<Operation<P, 'get'>>) => contractHandler('get', path, resolver),
  post: <P extends PathsWith<'post'>>(path: P, resolver: ContractResolver<Operation<P, 'post'>>) => contractHandler('post', path, resolver),
  put: <P extends PathsWith<'put'>>(path: P, resolver: ContractResolver<Operation<P, 'put'>>) => contractHandler('put', path, resolver),
  patch: <P extends PathsWith<'patch'>>(path: P, resolver: ContractResolver<Operation<P, 'patch'>>) =>
    contractHandler('patch', path, resolver),
  delete: <P extends PathsWith<'delete'>>(path: P, resolver: ContractResolver<Operation<P, 'delete'>>) =>
    contractHandler('delete', path, resolver),
};

/** Any status with the contract's `Error` body, for states the contract leaves undeclared (e.g. 500). */
export function errorResponse(status: number, message: string, errors?: Record<string, string[]>): Response {
  const body: Schemas['Error'] = errors ? { message, errors } : { message };
  return HttpResponse.json(body, { status });
}

/** A binary download answer (xlsx, pdf, zip) with a filename. */
export function fileResponse(bytes: string | Uint8Array, contentType: string, filename: string): Response {
  return new HttpResponse(bytes, {
    status: 200,
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${filename}"` },
  });
}
