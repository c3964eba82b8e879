// Use case: one of a company's stored sources, exactly as it was retrieved (to show a citation in its source).
import { companyInBenchmark } from '../companies/companyStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError } from '../errors.ts';
import { readSourceDocument } from './sourceStore.ts';

export const SOURCE_NOT_FOUND = 'Source not found';

export interface SourceAddress {
  readonly benchmarkId: string;
  readonly companyId: string;
  readonly sourceId: string;
}

export function readCompanySource(ctx: AppContext, firmId: string, { benchmarkId, companyId, sourceId }: SourceAddress) {
  return withFirm(ctx.database, firmId, async (sql) => {
    if (!(await companyInBenchmark(sql, firmId, benchmarkId, companyId))) throw new NotFoundError(SOURCE_NOT_FOUND);
    const document = await readSourceDocument(sql, firmId, companyId, sourceId);
    if (!document) throw new NotFoundError(SOURCE_NOT_FOUND);
    return document;
  });
}
