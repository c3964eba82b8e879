// A write to one company: the row is locked, must not be deleted, and a write carrying
// If-Match: <version> is refused with a WorkflowError (409) when the company changed since it was read.
import { COMPANY_NOT_FOUND, lockCompany, type CompanyAddress, type CompanyRow } from '../companies/companyStore.ts';

export type { CompanyAddress } from '../companies/companyStore.ts';
import type { SqlRunner } from '../db/database.ts';
import { NotFoundError, WorkflowError } from '../errors.ts';

export const STALE_WRITE = 'Someone else changed this company in the meantime. Reload to see their change, then decide again.';

export async function lockForWrite(sql: SqlRunner, address: CompanyAddress, ifMatch: string | undefined): Promise<CompanyRow> {
  const row = await lockCompany(sql, address.firmId, address.benchmarkId, address.companyId);
  if (!row || row.deleted_at) throw new NotFoundError(COMPANY_NOT_FOUND);
  if (typeof ifMatch === 'string' && ifMatch.replace(/"/g, '').trim() !== String(row.version)) throw new WorkflowError('staleWrite', STALE_WRITE);
  return row;
}
