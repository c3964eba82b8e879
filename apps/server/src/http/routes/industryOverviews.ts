// Industry overviews (Agents; product-spec §2, §4, §6): employees of firms whose
// feature_industry_overview_enabled is true. Another firm's overview answers 404.
import type { FastifyRequest } from 'fastify';
import { createIndustryOverview, exportIndustryOverview } from '../../agents/industryOverviews.ts';
import { queueOverviewRun } from '../../agents/overviewJob.ts';
import { getOverview, listOverviews } from '../../agents/overviewStore.ts';
import { requireEmployee, type AuthContext } from '../../auth/guard.ts';
import { HttpError } from '../context.ts';
import type { Handlers } from '../handlers.ts';
import { created, inFirm, sendDownload } from '../replies.ts';

export const OVERVIEWS_DISABLED = 'Industry overviews are not enabled for your firm.';

function requireIndustryOverviews(request: FastifyRequest): AuthContext {
  const auth = requireEmployee(request);
  if (!auth.features.industryOverview) throw new HttpError(403, OVERVIEWS_DISABLED);
  return auth;
}

export const industryOverviewHandlers = {
  async listIndustryOverviews(request, _reply, ctx) {
    return inFirm(ctx, requireIndustryOverviews(request), (sql, firmId) => listOverviews(sql, firmId));
  },

  async createIndustryOverview(request, reply, ctx) {
    return created(reply, createIndustryOverview(ctx, requireIndustryOverviews(request), request.body));
  },

  async getIndustryOverview(request, _reply, ctx) {
    return inFirm(ctx, requireIndustryOverviews(request), (sql, firmId) => getOverview(sql, firmId, request.params.overview_id));
  },

  async runIndustryOverview(request, reply, ctx) {
    const auth = requireIndustryOverviews(request);
    const queued = await queueOverviewRun(ctx, auth.firmId, request.params.overview_id);
    reply.code(202);
    return queued;
  },

  async exportIndustryOverview(request, reply, ctx) {
    const auth = requireIndustryOverviews(request);
    return sendDownload(reply, await exportIndustryOverview(ctx, auth, request.params.overview_id, request.query.format ?? 'pdf'));
  },
} satisfies Handlers;
