// Evidence reports (spec §7): one company's report as a PDF, and the bundle job of many.
import { requireBenchmarking } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { bundleJobDto, bundleZip, findBundleJob, startBundle } from '../../evidence/bundle.ts';
import { downloadEvidenceReport } from '../../evidence/downloadReport.ts';
import { attachment } from '../attachment.ts';
import type { Handlers } from '../handlers.ts';

export const evidenceHandlers = {
  async downloadEvidenceReport(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const report = await downloadEvidenceReport(ctx, auth, request.params.benchmark_id, request.params.company_id);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(`Evidence report ${report.companyName ?? 'company'}`, 'pdf'))
      .header('cache-control', 'no-store');
    return reply.send(report.pdf);
  },

  async startEvidenceBundle(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const job = await startBundle(ctx, auth.firmId, auth.userId, request.params.benchmark_id, request.body);
    reply.code(202);
    return job;
  },

  async evidenceBundleStatus(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params;
    return withFirm(ctx.database, auth.firmId, async (sql) => bundleJobDto(sql, await findBundleJob(sql, auth.firmId, benchmarkId, request.body.job_id)));
  },

  async downloadEvidenceBundle(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const zip = await bundleZip(ctx, auth.firmId, request.params.benchmark_id, request.body.job_id);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${zip.filename}"`)
      .header('cache-control', 'no-store');
    return reply.send(Buffer.from(zip.data));
  },
} satisfies Handlers;
