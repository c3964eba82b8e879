// Evidence reports (spec §7): one company's report as a PDF, and the bundle job of many.
import { recordEvent, userActor } from '../../audit/recordEvent.ts';
import { requireBenchmarking } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { bundleJobDto, bundleZip, findBundleJob, startBundle, type StartInput } from '../../evidence/bundle.ts';
import { loadEvidenceInput } from '../../evidence/evidenceData.ts';
import { renderEvidenceReport } from '../../evidence/report.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { COMPANY_NOT_FOUND } from './companies.ts';
import { attachment } from './exports.ts';

type Params = { benchmark_id: string; company_id?: string };

export const evidenceHandlers: OperationHandlers = {
  async downloadEvidenceReport(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId, company_id: companyId } = request.params as Required<Params>;
    const input = await withFirm(ctx.database, auth.firmId, async (sql) => {
      const loaded = await loadEvidenceInput(sql, auth.firmId, benchmarkId, companyId, auth.userId);
      if (!loaded) throw new HttpError(404, COMPANY_NOT_FOUND);
      // An export like the workbook: the trail says who took the company's evidence out, and when.
      await recordEvent(sql, {
        firmId: auth.firmId,
        benchmarkId,
        companyId,
        actor: userActor(auth.userId),
        action: 'evidence.report_downloaded',
      });
      return loaded;
    });
    const pdf = await renderEvidenceReport(input);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(`Evidence report ${input.company.name ?? 'company'}`, 'pdf'))
      .header('cache-control', 'no-store');
    return reply.send(pdf);
  },

  async startEvidenceBundle(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as Params;
    const job = await startBundle(ctx, auth.firmId, auth.userId, benchmarkId, request.body as StartInput);
    reply.code(202);
    return job;
  },

  async evidenceBundleStatus(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as Params;
    const { job_id: jobId } = request.body as { job_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => bundleJobDto(sql, await findBundleJob(sql, auth.firmId, benchmarkId, jobId)));
  },

  async downloadEvidenceBundle(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as Params;
    const { job_id: jobId } = request.body as { job_id: string };
    const zip = await bundleZip(ctx, auth.firmId, benchmarkId, jobId);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${zip.filename}"`)
      .header('cache-control', 'no-store');
    return reply.send(Buffer.from(zip.data));
  },
};
