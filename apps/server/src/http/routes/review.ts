// The Review Analyst and Human Review calls: a company, the benchmark's live change stream,
// quick review, dismissing a flag with a note, running the review on demand, and the criteria
// versions. The use cases are in review/, decisions/ and companies/.
import { requireBenchmarking } from '../../auth/guard.ts';
import { assertBenchmarkExists, getCriteriaVersions } from '../../benchmarks/readBenchmarks.ts';
import { getCompany } from '../../companies/readCompanies.ts';
import { changeHubFor } from '../../live/changeHub.ts';
import { trackStream } from '../../live/streams.ts';
import { dismissReviewFlag } from '../../review/dismissReviewFlag.ts';
import { quickReview } from '../../review/quickReview.ts';
import { runReview } from '../../review/runReview.ts';
import type { Handlers } from '../handlers.ts';
import { companyAddress } from '../replies.ts';
import { ifMatchOf } from '../ifMatch.ts';

export { FLAG_NOT_FOUND } from '../../review/dismissReviewFlag.ts';
export { NOTHING_TO_UNDO, UNDO_AFTER_CHANGE } from '../../review/quickReview.ts';

export const reviewHandlers = {
  async getCompany(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return getCompany(ctx, auth.firmId, request.params.benchmark_id, request.params.company_id);
  },

  /** Server-sent events: every committed change of the benchmark (live/changeHub.ts). */
  async streamBenchmarkEvents(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params;
    await assertBenchmarkExists(ctx, auth.firmId, benchmarkId);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n: connected\n\n');
    const unsubscribe = await changeHubFor(ctx.database).subscribe(auth.firmId, benchmarkId, (change) => {
      raw.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    });
    const untrack = trackStream(request.server, raw);
    const ping = setInterval(() => raw.write(': ping\n\n'), 20_000);
    ping.unref();
    const end = () => {
      clearInterval(ping);
      unsubscribe();
      untrack();
    };
    request.raw.on('close', end);
    raw.on('close', end);
    return reply; // hijacked: Fastify sends nothing more
  },

  async quickReview(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return quickReview(ctx, auth, companyAddress(auth, request.params), request.body, ifMatchOf(request));
  },

  async dismissReviewFlag(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return dismissReviewFlag(ctx, auth, companyAddress(auth, request.params), request.params.flag_id, request.body.note, ifMatchOf(request));
  },

  async runReview(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return runReview(ctx, auth, request.params.benchmark_id, request.body?.company_ids ?? null);
  },

  async listCriteriaVersions(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return getCriteriaVersions(ctx, auth.firmId, request.params.benchmark_id);
  },
} satisfies Handlers;
