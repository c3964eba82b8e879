// GET /benchmarks/{id}/export/?columns=... (spec §7): the study's Excel workbook, streamed. The
// data is read and checked first (export/prepareExport.ts), so a failure answers a clear JSON error
// instead of a broken download; then the workbook is written straight to the response.
import { PassThrough } from 'node:stream';
import { requireBenchmarking } from '../../auth/guard.ts';
import { prepareExport } from '../../export/prepareExport.ts';
import { writeWorkbook } from '../../export/workbook.ts';
import { exportStudyReport } from '../../studyReport/exportStudyReport.ts';
import { attachment } from '../attachment.ts';
import type { Handlers } from '../handlers.ts';
import { sendDownload } from '../replies.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportHandlers = {
  async exportBenchmark(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { data, columns } = await prepareExport(ctx, auth, request.params.benchmark_id, request.query.columns);
    const stream = new PassThrough();
    writeWorkbook(data, columns, stream).catch((error: unknown) => {
      request.log.error({ err: error }, 'export failed while streaming');
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    const day = data.generatedAt.toISOString().slice(0, 10);
    reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', attachment(`${data.benchmark.name} ${day}`, 'xlsx'))
      .header('cache-control', 'no-store');
    return reply.send(stream);
  },

  async exportStudyReport(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { format = 'docx', draft = false } = request.query;
    return sendDownload(reply, await exportStudyReport(ctx, auth, request.params.benchmark_id, { format, draft }), { noStore: true });
  },
} satisfies Handlers;
