// Builds the Fastify app: the contract's operations under /api, the API docs, and the SPA at /.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { authenticate } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import type { OperationHandler, OperationHandlers } from './context.ts';
import type { Handlers } from './handlers.ts';
import { loadContract, type Contract } from './contract.ts';
import { installErrorHandling } from './errors.ts';
import { registerWebApp } from './webApp.ts';
import { endStreams } from '../live/streams.ts';
import { rateLimitFor } from './rateLimits.ts';
import { authHandlers } from './routes/auth.ts';
import { healthHandlers } from './routes/health.ts';
import { meHandlers } from './routes/me.ts';
import { teamHandlers } from './routes/team.ts';
import { clientHandlers } from './routes/clients.ts';
import { benchmarkHandlers } from './routes/benchmarks.ts';
import { usageHandlers } from './routes/usage.ts';
import { SELF_VALIDATING_OPERATIONS, inquiryHandlers } from './routes/inquiries.ts';
import { supportHandlers } from './routes/support.ts';
import { companyHandlers, screenHandlers } from './routes/companies.ts';
import { companyFileHandlers } from './routes/companyFile.ts';
import { yearOnYearHandlers } from './routes/yearOnYear.ts';
import { auditHandlers } from './routes/audit.ts';
import { decisionHandlers } from './routes/decisions.ts';
import { industryOverviewHandlers } from './routes/industryOverviews.ts';
import { agentHandlers } from './routes/agents.ts';
import { farHandlers } from './routes/fars.ts';
import { resultsHandlers } from './routes/results.ts';
import { exportHandlers } from './routes/exports.ts';
import { evidenceHandlers } from './routes/evidence.ts';
import { reviewHandlers } from './routes/review.ts';
import { sourceHandlers } from './routes/sources.ts';
import { classificationHandlers } from './routes/classification.ts';
import { runHandlers } from './routes/runs.ts';
import { annualReportHandlers } from './routes/annualReports.ts';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMIT_BYTES } from '../companies/fileSniff.ts';

/** Every route module's handlers, keyed by contract operationId (typed ones and not yet typed ones). */
const allHandlers: readonly (Handlers | OperationHandlers)[] = [
  healthHandlers,
  authHandlers,
  meHandlers,
  teamHandlers,
  clientHandlers,
  benchmarkHandlers,
  usageHandlers,
  inquiryHandlers,
  supportHandlers,
  companyHandlers,
  companyFileHandlers,
  yearOnYearHandlers,
  screenHandlers,
  auditHandlers,
  decisionHandlers,
  classificationHandlers,
  industryOverviewHandlers,
  agentHandlers,
  farHandlers,
  resultsHandlers,
  exportHandlers,
  evidenceHandlers,
  reviewHandlers,
  sourceHandlers,
  runHandlers,
  annualReportHandlers,
];

export interface BuildAppOptions {
  readonly logger?: boolean;
  readonly contract?: Contract;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const contract = options.contract ?? loadContract();
  const app = Fastify({
    logger: options.logger === false ? false : { level: ctx.config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
    ajv: { customOptions: { strict: false, coerceTypes: 'array', removeAdditional: false, allErrors: true } },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-app-version', ctx.version);
  });
  installErrorHandling(app);
  // Live streams (server-sent events) end first, so closing never waits for them.
  app.addHook('preClose', async () => endStreams(app));
  app.addSchema(contract.sharedSchema);
  app.decorateRequest('auth', null);
  await app.register(cookie, { secret: ctx.config.secrets.cookieSecret });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });

  await app.register(swagger, { mode: 'static', specification: { document: contract.document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerOperations(app, ctx, contract);
  await registerWebApp(app, ctx);
  return app;
}

/** Larger JSON bodies, only where an operation needs them (the company import: up to 20,000 rows). */
const BODY_LIMITS: Record<string, number> = { importCompanies: 32 * 1024 * 1024, yoyProcessFile: 16 * 1024 * 1024 };

function registerOperations(app: FastifyInstance, ctx: AppContext, contract: Contract): void {
  const strictResponses = !ctx.config.isProduction;
  for (const handlers of allHandlers) {
    // A typed handler's request types hold because Fastify validates the request against the same
    // operation's schema before calling it, so here (only) it is called as a plain handler.
    for (const [operationId, handler] of Object.entries(handlers) as [string, OperationHandler][]) {
      const operation = contract.operations.get(operationId);
      if (!operation) throw new Error(`handler ${operationId} has no operation in openapi.yaml`);
      const limit = rateLimitFor(operationId, ctx.config.rateLimitScale);
      const bodyLimit = BODY_LIMITS[operationId];
      app.route({
        method: operation.method,
        url: operation.url,
        // A few operations answer validation errors in their own shape (the inquiry forms).
        schema: SELF_VALIDATING_OPERATIONS.has(operationId) ? {} : operation.schema,
        config: { operationId, ...(limit ? { rateLimit: limit } : {}) },
        ...(bodyLimit ? { bodyLimit } : {}),
        // Operations whose contract security requires a bearer token are closed to everyone else.
        // preValidation, not preHandler: a caller without a token gets 401 before any field errors
        // (which would tell a stranger about the body's shape). The rate limits stay first (onRequest).
        ...(operation.requiresBearer
          ? {
              preValidation: async (request) => {
                request.auth = await authenticate(request, ctx);
              },
            }
          : {}),
        handler: (request, reply) => handler(request, reply, ctx),
        // Responses are checked against the contract too: a mismatch is a bug we want to see.
        preSerialization: async (request, reply, payload) => {
          const problem = contract.validateResponse(operationId, reply.statusCode, payload);
          if (!problem) return payload;
          request.log.error({ operationId, problem }, 'response does not match the contract');
          if (!strictResponses) return payload;
          reply.code(500);
          return { message: `Response does not match the contract: ${problem}` };
        },
      });
    }
  }
}
