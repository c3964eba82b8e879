// Industry overviews (Agents; product-spec §2, §4, §6): employees of firms whose
// feature_industry_overview_enabled is true. Another firm's overview answers 404.
import type { FastifyRequest } from 'fastify';
import { createIndustryOverview, exportIndustryOverview } from '../../agents/industryOverviews.ts';
import { queueOverviewRun } from '../../agents/overviewJob.ts';
import { getOverview, listOverviews } from '../../agents/overviewStore.ts';
import { requireEmployee, type AuthContext } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { HttpError } from '../context.ts';
import type { Handlers } from '../handlers.ts';

export const OVERVIEWS_DISABLED = 'Industry overviews are not enabled for your firm.';

function requireIndustryOverviews(request: FastifyRequest): AuthContext {
  const auth = requireEmployee(request);
  if (!auth.features.industryOverview) throw new HttpError(403, OVERVIEWS_DISABLED);
  return auth;
}

export const industryOverviewHandlers = {
  async listIndustryOverviews(request, _reply, ctx) {
    const auth = requireIndustryOverviews(request);
    return withFirm(ctx.database, auth.firmId, (sql) => listOverviews(sql, auth.firmId));
  },

  async createIndustryOverview(request, reply, ctx) {
    const created = await createIndustryOverview(ctx, requireIndustryOverviews(request), request.body);
    reply.code(201);
    return created;
  },

  async getIndustryOverview(request, _reply, ctx) {
    const auth = requireIndustryOverviews(request);
    return withFirm(ctx.database, auth.firmId, (sql) => getOverview(sql, auth.firmId, request.params.overview_id));
  },

  async runIndustryOverview(request, reply, ctx) {
    const auth = requireIndustryOverviews(request);
    const queued = await queueOverviewRun(ctx, auth.firmId, request.params.overview_id);
    reply.code(202);
    return queued;
  },

  async exportIndustryOverview(request, reply, ctx) {
    const auth = requireIndustryOverviews(request);
    const file = await exportIndustryOverview(ctx, auth, request.params.overview_id, request.query.format ?? 'pdf');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.data);
  },
} satisfies Handlers;
