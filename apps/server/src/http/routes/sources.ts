// A company's stored sources, read exactly as they were retrieved (to show a citation in its source).
import { requireBenchmarking } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import { readSourceDocument } from '../../analysis/sourceStore.ts';
import { HttpError, type OperationHandlers } from '../context.ts';

export const SOURCE_NOT_FOUND = 'Source not found';

export const sourceHandlers: OperationHandlers = {
  async getCompanySource(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId, company_id: companyId, source_id: sourceId } = request.params as { benchmark_id: string; company_id: string; source_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [company] = await sql.query('select 1 from companies where id = $1 and benchmark_id = $2 and firm_id = $3', [companyId, benchmarkId, auth.firmId]);
      if (!company) throw new HttpError(404, SOURCE_NOT_FOUND);
      const document = await readSourceDocument(sql, auth.firmId, companyId, sourceId);
      if (!document) throw new HttpError(404, SOURCE_NOT_FOUND);
      return document;
    });
  },
};
