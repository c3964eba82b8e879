// Industry overviews (Agents; product-spec §2, §4, §6): employees of firms whose
// feature_industry_overview_enabled is true. Another firm's overview answers 404.
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@quartile/domain';
import { requireEmployee, type AuthContext } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { queueOverviewRun } from '../../agents/overviewJob.ts';
import { createOverview, getOverview, listOverviews } from '../../agents/overviewStore.ts';
import { exportOverview, type ExportFormat } from '../../agents/overviewExport.ts';
import { HttpError, type OperationHandlers } from '../context.ts';

export const OVERVIEWS_DISABLED = 'Industry overviews are not enabled for your firm.';

function requireIndustryOverviews(request: FastifyRequest): AuthContext {
  const auth = requireEmployee(request);
  if (!auth.features.industryOverview) throw new HttpError(403, OVERVIEWS_DISABLED);
  return auth;
}

/** Trims the entry and refuses one that is blank once trimmed (the schema checks the lengths). */
function field(value: string, name: string): string {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (!trimmed) throw new HttpError(400, MESSAGES.requiredField, { [name]: [MESSAGES.requiredField] });
  return trimmed;
}

export const industryOverviewHandlers: OperationHandlers = {
  async listIndustryOverviews(request, _reply, ctx) {
    const auth = requireIndustryOverviews(request);
    return withFirm(ctx.database, auth.firmId, (sql) => listOverviews(sql, auth.firmId));
  },

  async createIndustryOverview(request, reply, ctx) {
    const auth = requireIndustryOverviews(request);
    const body = request.body as { industry: string; country: string };
    const industry = field(body.industry, 'industry');
    const country = field(body.country, 'country');
    const created = await withFirm(ctx.database, auth.firmId, async (sql) =>
      getOverview(sql, auth.firmId, await createOverview(sql, auth.firmId, auth.userId, industry, country)),
    );
    reply.code(201);
    return created;
  },

  async getIndustryOverview(request, _reply, ctx) {
    const auth = requireIndustryOverviews(request);
    const { overview_id: id } = request.params as { overview_id: string };
    return withFirm(ctx.database, auth.firmId, (sql) => getOverview(sql, auth.firmId, id));
  },

  async runIndustryOverview(request, reply, ctx) {
    const auth = requireIndustryOverviews(request);
    const { overview_id: id } = request.params as { overview_id: string };
    const queued = await queueOverviewRun(ctx, auth.firmId, id);
    reply.code(202);
    return queued;
  },

  async exportIndustryOverview(request, reply, ctx) {
    const auth = requireIndustryOverviews(request);
    const { overview_id: id } = request.params as { overview_id: string };
    const { format = 'pdf' } = request.query as { format?: ExportFormat };
    const overview = await withFirm(ctx.database, auth.firmId, (sql) => getOverview(sql, auth.firmId, id));
    if (overview.status !== 'Done') throw new HttpError(409, 'The industry overview can be exported once it is Done. Run it first.');
    const file = await exportOverview(overview as { industry: string; country: string }, format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.data);
  },
};
