// Use case: the benchmarking study report (issue 21) as DOCX or PDF. The study is read in one
// transaction (export/exportData.ts, the same data and `resultsOf` as the workbook); the final
// report is refused while companies are undecided or decided against older criteria, a draft is
// marked DRAFT on every page. The download is audited.
import { studyReportBlockedMessage, studyReportBlockers } from '@quartile/domain';
import { recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { BENCHMARK_NOT_FOUND } from '../benchmarks/benchmarkStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { renderDocx } from '../documents/docx.ts';
import { CONTENT_TYPES, fileSlug, type ExportFile } from '../documents/model.ts';
import { renderPdf } from '../documents/pdf.ts';
import { NotFoundError, WorkflowError } from '../errors.ts';
import { loadExportData } from '../export/exportData.ts';
import { getFar } from '../fars/farStore.ts';
import { studyReportDocument } from './studyReportDocument.ts';

export type StudyReportFormat = 'docx' | 'pdf';

export async function exportStudyReport(
  ctx: AppContext,
  auth: AuthContext,
  benchmarkId: string,
  options: { format: StudyReportFormat; draft: boolean },
): Promise<ExportFile> {
  const { data, far, blockers } = await withFirm(ctx.database, auth.firmId, async (sql) => {
    const loaded = await loadExportData(sql, auth.firmId, benchmarkId, auth.userId);
    if (!loaded) throw new NotFoundError(BENCHMARK_NOT_FOUND);
    const blockers = studyReportBlockers(loaded.companies);
    const blocked = studyReportBlockedMessage(blockers);
    if (blocked && !options.draft) throw new WorkflowError('studyReportNotFinal', blocked);
    // The first linked FAR report holds the tested party's functional profile.
    const farRef = loaded.benchmark.fars[0];
    const far = farRef ? await getFar(sql, auth.firmId, farRef.id) : null;
    await recordUserEvent(sql, auth, {
      benchmarkId,
      action: 'export.study_report',
      details: { format: options.format, draft: options.draft, companies: loaded.companies.length },
    });
    return { data: loaded, far, blockers };
  });
  const document = studyReportDocument({ data, far, blockers, draft: options.draft, version: ctx.version });
  const name = `${fileSlug(data.benchmark.name)}-study-report${options.draft ? '-DRAFT' : ''}`;
  return options.format === 'pdf'
    ? { filename: `${name}.pdf`, contentType: CONTENT_TYPES.pdf, data: await renderPdf(document) }
    : { filename: `${name}.docx`, contentType: CONTENT_TYPES.docx, data: await renderDocx(document) };
}
