// Use cases: reading a benchmark's companies.
import type { Company } from '@quartile/api';
import { requireBenchmarkInFirm } from '../benchmarks/benchmarkStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError } from '../errors.ts';
import { COMPANY_NOT_FOUND, findCompany, listCompanies } from './companyStore.ts';

export function getBenchmarkCompanies(ctx: AppContext, firmId: string, benchmarkId: string): Promise<Company[]> {
  return withFirm(ctx.database, firmId, async (sql) => {
    await requireBenchmarkInFirm(sql, firmId, benchmarkId);
    return listCompanies(sql, firmId, benchmarkId);
  });
}

export function getCompany(ctx: AppContext, firmId: string, benchmarkId: string, companyId: string): Promise<Company> {
  return withFirm(ctx.database, firmId, async (sql) => {
    const company = await findCompany(sql, firmId, benchmarkId, companyId);
    if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
    return company;
  });
}
