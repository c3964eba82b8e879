// GET /benchmarks/{id}/export/?columns=... (spec §7): the study's Excel workbook, streamed. The
// data is read and checked first, so a failure answers a clear JSON error instead of a broken
// download; then the workbook is written straight to the response.
import { PassThrough } from 'node:stream';
import { MESSAGES, parseExportColumns } from '@quartile/domain';
import { recordEvent, userActor } from '../../audit/recordEvent.ts';
import { requireBenchmarking } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { loadExportData } from '../../export/exportData.ts';
import { writeWorkbook } from '../../export/workbook.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { BENCHMARK_NOT_FOUND } from './benchmarks.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An attachment header that survives any benchmark name: an ASCII fallback and the UTF-8 name. */
export function attachment(name: string, extension: string): string {
  const base = name.trim() || 'benchmark';
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'benchmark';
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${base}.${extension}`)}`;
}

export const exportHandlers: OperationHandlers = {
  async exportBenchmark(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: id } = request.params as { benchmark_id: string };
    const { columns: param } = request.query as { columns?: string };
    const columns = parseExportColumns(param);
    if (!columns.ok) throw new HttpError(400, columns.message, { columns: [columns.message] });
    const data = await withFirm(ctx.database, auth.firmId, async (sql) => {
      const loaded = await loadExportData(sql, auth.firmId, id, auth.userId);
      if (!loaded) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      if (loaded.companies.length === 0) throw new HttpError(409, MESSAGES.exportNeedsCompanies);
      await recordEvent(sql, {
        firmId: auth.firmId,
        benchmarkId: id,
        actor: userActor(auth.userId),
        action: 'export.downloaded',
        details: { columns: columns.columns, companies: loaded.companies.length },
      });
      return loaded;
    });
    const stream = new PassThrough();
    writeWorkbook(data, columns.columns, stream).catch((error: unknown) => {
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
};
