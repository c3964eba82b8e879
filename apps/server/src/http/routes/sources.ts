// A company's stored sources, read exactly as they were retrieved (to show a citation in its source).
import { requireBenchmarking } from '../../auth/guard.ts';
import { readCompanySource } from '../../analysis/readCompanySource.ts';
import type { Handlers } from '../handlers.ts';

export const sourceHandlers = {
  async getCompanySource(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId, company_id: companyId, source_id: sourceId } = request.params;
    return readCompanySource(ctx, auth.firmId, { benchmarkId, companyId, sourceId });
  },
} satisfies Handlers;
