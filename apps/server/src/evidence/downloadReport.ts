// One company's evidence report as a PDF (spec §7). An export like the workbook: the trail says who
// took the company's evidence out, and when.
import type { AppContext } from '../context.ts';
import { recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { COMPANY_NOT_FOUND } from '../companies/companyStore.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError } from '../errors.ts';
import { loadEvidenceInput } from './evidenceData.ts';
import { renderEvidenceReport } from './report.ts';

/** The report and the company's name; NotFoundError when the company is not in the firm's benchmark. */
export async function downloadEvidenceReport(
  ctx: AppContext,
  auth: AuthContext,
  benchmarkId: string,
  companyId: string,
): Promise<{ pdf: Awaited<ReturnType<typeof renderEvidenceReport>>; companyName: string | null }> {
  const input = await withFirm(ctx.database, auth.firmId, async (sql) => {
    const loaded = await loadEvidenceInput(sql, auth.firmId, benchmarkId, companyId, auth.userId);
    if (!loaded) throw new NotFoundError(COMPANY_NOT_FOUND);
    await recordUserEvent(sql, auth, { benchmarkId, companyId, action: 'evidence.report_downloaded' });
    return loaded;
  });
  return { pdf: await renderEvidenceReport(input), companyName: input.company.name ?? null };
}
