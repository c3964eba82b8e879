// Typed handlers: the request's params, query and body and the handler's answer take their types
// from the generated contract (packages/api/src/generated/schema.ts) per operationId, as the
// client does in packages/api/src/client/endpoints.ts. Fastify validates every request against
// the same contract before the handler runs (./contract.ts), so the types hold at run time.
//
//   export const sourceHandlers = {
//     async getCompanySource(request, _reply, ctx) { ... request.params.company_id ... },
//   } satisfies Handlers;
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@quartile/api/schema';
import type { AppContext } from '../context.ts';

export type OperationId = keyof operations;

type NeverToEmpty<T> = [T] extends [never] ? Record<string, never> : T;

/** The path parameters of an operation ({ benchmark_id: string, ... }). */
export type PathParams<O extends OperationId> = operations[O]['parameters'] extends { path: infer P } ? NeverToEmpty<P> : Record<string, never>;

/** The query parameters of an operation, coerced to their contract types by Fastify. */
export type QueryParams<O extends OperationId> = operations[O]['parameters'] extends { query?: infer Q } ? NeverToEmpty<NonNullable<Q>> : Record<string, never>;

/** The JSON request body of an operation; undefined for none (or a multipart upload, read with request.file()). */
export type RequestBody<O extends OperationId> = operations[O] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : operations[O] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

type ResponseOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** Any JSON body the contract lists for the operation (success or error; the status is set on reply). */
export type ResponseBody<O extends OperationId> = { [S in keyof operations[O]['responses']]: ResponseOf<operations[O]['responses'][S]> }[keyof operations[O]['responses']];

/**
 * What a handler answers: a JSON body of the contract, or the reply itself when it sent a file,
 * a stream or an empty answer. Operations without any JSON answer may also answer nothing.
 */
export type HandlerResult<O extends OperationId> = [ResponseBody<O>] extends [never] ? FastifyReply | void : ResponseBody<O> | FastifyReply;

export type TypedRequest<O extends OperationId> = FastifyRequest<{ Params: PathParams<O>; Querystring: QueryParams<O>; Body: RequestBody<O> }>;

export type Handler<O extends OperationId> = (request: TypedRequest<O>, reply: FastifyReply, ctx: AppContext) => Promise<HandlerResult<O>>;

/** A route module's handlers, keyed by operationId; `satisfies Handlers` types each one. */
export type Handlers = { readonly [O in OperationId]?: Handler<O> };
