// Use cases: a person edits a company (a change of analysed data deletes the analysis and needs a
// re-run, spec section 4), includes or excludes it, or force-validates a flagged data issue.
import type { Company, CompanyUpdate } from '@quartile/api';
import { MESSAGES, isValidUrl } from '@quartile/domain';
import { changedFields, recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, ValidationError, WorkflowError } from '../errors.ts';
import { normalizeWebsite } from './companyFile.ts';
import { COMPANY_NOT_FOUND, editCompany, lockCompany, readCompanyRow, toCompanyDto, updateCompany, type CompanyAddress, type CompanyRow } from './companyStore.ts';

const ANALYSED_DATA = ['name', 'country', 'website', 'database_description'] as const;

async function lockEditable(sql: SqlRunner, { firmId, benchmarkId, companyId }: CompanyAddress): Promise<CompanyRow> {
  const row = await lockCompany(sql, firmId, benchmarkId, companyId);
  if (!row) throw new NotFoundError(COMPANY_NOT_FOUND);
  if (row.deleted_at) throw new WorkflowError('companyDeleted', 'This company was deleted with its file and cannot be changed.');
  return row;
}

export async function updateCompanyFields(ctx: AppContext, auth: AuthContext, address: CompanyAddress, update: CompanyUpdate): Promise<Company> {
  const input = { ...update };
  if (input.website !== undefined) {
    const website = normalizeWebsite(input.website);
    if (!website || !isValidUrl(website)) throw new ValidationError(MESSAGES.invalidUrlFormat, { website: [MESSAGES.invalidUrlFormat] });
    input.website = website;
  }
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const current = await lockEditable(sql, address);
    const dataChanged = ANALYSED_DATA.some((field) => input[field] !== undefined && (input[field]?.trim?.() ?? null) !== current[field]);
    const status =
      input.is_excluded === true
        ? 'Excluded'
        : input.is_excluded === false && current.excluded
          ? 'Included'
          : dataChanged && current.status !== 'Not Analyzed'
            ? 'Ready for Analysis'
            : current.status;
    await editCompany(sql, auth.firmId, address.companyId, {
      name: input.name?.trim() ?? null,
      country: input.country?.trim() ?? null,
      website: input.website ?? null,
      setsDescription: 'database_description' in input,
      description: input.database_description?.trim() || null,
      excluded: input.is_excluded ?? null,
      urlManuallyValidated: input.url_manually_validated ?? null,
      dataChanged,
      status,
      exclusionReason: input.exclusion_reason?.trim() || null,
    });
    const row = await readCompanyRow(sql, address.companyId);
    const fields = ['name', 'country', 'website', 'database_description', 'excluded', 'exclusion_reason', 'url_manually_validated', 'status'] as const;
    const change = changedFields(Object.fromEntries(fields.map((f) => [f, current[f]])), Object.fromEntries(fields.map((f) => [f, row[f]])));
    if (change) {
      await recordUserEvent(sql, auth, {
        benchmarkId: address.benchmarkId,
        companyId: address.companyId,
        action: 'excluded' in change.after ? (row.excluded ? 'company.excluded' : 'company.included') : 'company.updated',
        details: dataChanged ? { analysis_deleted: current.analysis !== null } : {},
        ...change,
      });
    }
    return toCompanyDto(row);
  });
}

export type Lookout = 'website' | 'country' | 'name' | 'source';

export async function forceValidateLookout(ctx: AppContext, auth: AuthContext, address: CompanyAddress, lookout: Lookout, note: string | null): Promise<Company> {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const current = await lockEditable(sql, address);
    const validatesWebsite = lookout === 'website' || lookout === 'source';
    if (validatesWebsite && !current.website) throw new ValidationError('Add a website before validating it.', { website: [MESSAGES.requiredField] });
    if (validatesWebsite) await updateCompany(sql, auth.firmId, address.companyId, { url_manually_validated: true, url_issue: null });
    await recordUserEvent(sql, auth, {
      benchmarkId: address.benchmarkId,
      companyId: address.companyId,
      action: 'lookout.force_validated',
      details: { lookout, note },
    });
    return toCompanyDto(await readCompanyRow(sql, address.companyId));
  });
}
