// Creating and exporting industry overviews (Agents; product-spec §2, §4, §6). Running one is
// queued by overviewJob.ts.
import type { AppContext } from '../context.ts';
import { MESSAGES } from '@quartile/domain';
import type { AuthContext } from '../auth/guard.ts';
import { withFirm } from '../db/firmScope.ts';
import { ValidationError, WorkflowError } from '../errors.ts';
import { exportOverview, type ExportFormat } from './overviewExport.ts';
import { createOverview, getOverview } from './overviewStore.ts';

/** Trims the entry and refuses one that is blank once trimmed (the schema checks the lengths). */
function field(value: string, name: string): string {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (!trimmed) throw new ValidationError(MESSAGES.requiredField, { [name]: [MESSAGES.requiredField] });
  return trimmed;
}

export async function createIndustryOverview(ctx: AppContext, auth: AuthContext, body: { industry: string; country: string }) {
  const industry = field(body.industry, 'industry');
  const country = field(body.country, 'country');
  return withFirm(ctx.database, auth.firmId, async (sql) =>
    getOverview(sql, auth.firmId, await createOverview(sql, auth.firmId, auth.userId, industry, country)),
  );
}

/** The overview as a file; only a finished one. */
export async function exportIndustryOverview(ctx: AppContext, auth: AuthContext, id: string, format: ExportFormat) {
  const overview = await withFirm(ctx.database, auth.firmId, (sql) => getOverview(sql, auth.firmId, id));
  if (overview.status !== 'Done') throw new WorkflowError('overviewNotDone', 'The industry overview can be exported once it is Done. Run it first.');
  return exportOverview(overview as { industry: string; country: string }, format);
}
