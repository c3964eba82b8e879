// The study's Excel export (spec section 7): the data is read and checked first, so a failure
// answers a clear error instead of a broken download; the download is audited.
import type { AppContext } from '../context.ts';
import { MESSAGES, parseExportColumns, type ExportColumnKey } from '@quartile/domain';
import { recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { BENCHMARK_NOT_FOUND } from '../benchmarks/benchmarkStore.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, ValidationError, WorkflowError } from '../errors.ts';
import { loadExportData, type ExportData } from './exportData.ts';

/** `columnsParam`: the columns asked for (comma-separated; none means all). */
export async function prepareExport(
  ctx: AppContext,
  auth: AuthContext,
  benchmarkId: string,
  columnsParam: string | undefined,
): Promise<{ data: ExportData; columns: readonly ExportColumnKey[] }> {
  const parsed = parseExportColumns(columnsParam);
  if (!parsed.ok) throw new ValidationError(parsed.message, { columns: [parsed.message] });
  const { columns } = parsed;
  const data = await withFirm(ctx.database, auth.firmId, async (sql) => {
    const loaded = await loadExportData(sql, auth.firmId, benchmarkId, auth.userId);
    if (!loaded) throw new NotFoundError(BENCHMARK_NOT_FOUND);
    if (loaded.companies.length === 0) throw new WorkflowError('exportNeedsCompanies', MESSAGES.exportNeedsCompanies);
    await recordUserEvent(sql, auth, {
      benchmarkId,
      action: 'export.downloaded',
      details: { columns, companies: loaded.companies.length },
    });
    return loaded;
  });
  return { data, columns };
}
