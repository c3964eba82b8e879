// Evidence reports (spec §7): one company's report as a PDF, and the bundle job of many.
import { requireBenchmarking } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { bundleJobDto, bundleZip, findBundleJob, startBundle, type StartInput } from '../../evidence/bundle.ts';
import { downloadEvidenceReport } from '../../evidence/downloadReport.ts';
import { attachment } from '../attachment.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { COMPANY_NOT_FOUND } from './companies.ts';

type Params = { benchmark_id: string; company_id?: string };

export const evidenceHandlers: OperationHandlers = {
  async downloadEvidenceReport(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId, company_id: companyId } = request.params as Required<Params>;
    const report = await downloadEvidenceReport(ctx.database, auth, benchmarkId, companyId);
    if (!report) throw new HttpError(404, COMPANY_NOT_FOUND);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(`Evidence report ${report.companyName ?? 'company'}`, 'pdf'))
      .header('cache-control', 'no-store');
    return reply.send(report.pdf);
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
