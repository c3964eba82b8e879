// Use cases: the company list of a benchmark: upload of the original file (kept for audit),
// import of the rows the browser parsed and mapped (validated again here, all or nothing), and
// deletion. Spec sections 2 (Companies tab), 4 (one file at a time; deleting it deletes its
// companies), 5 and 8.
import { companyIssues, countryName, financialDataSetupErrors, isValidUrl, isWithinSetupYears, setupYears, websiteFlags } from '@quartile/domain';
import { recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { returnToInput, setFinancialSetup } from '../benchmarks/benchmarkStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, ValidationError, WorkflowError } from '../errors.ts';
import { deleteFileWithCompanies, insertCompanies, insertFile, lockActiveFile, markFileImported, type CompanyRecord } from './companyFileStore.ts';
import { sniffCompanyFile } from './fileSniff.ts';

export const FILE_MESSAGES = {
  alreadyUploaded: 'A company list is already uploaded. Delete it before uploading another file.',
  noFile: 'Upload the company list before mapping its columns.',
  alreadyImported: 'The companies of this file are already imported. Delete the file to import a new list.',
  noCompanies: 'No companies were imported',
  uploadFailed: 'Upload failed',
} as const;

export interface FinancialDataSetup {
  pli: string;
  start_year: number;
  end_year: number;
  column_mapping: { year: number; metric: string; column: string; unit?: string | null }[];
}

export interface ImportRow {
  row?: number;
  name?: string | null;
  bvd_id?: string | null;
  country?: string | null;
  website?: string | null;
  database_description?: string | null;
  attributes?: Record<string, string | number | null>;
  financial_data?: ({ year: number } & Record<string, number | null>)[];
}

export interface ImportInput {
  sheet_name?: string | null;
  header_row?: number | null;
  header_row_chosen_by_hand?: boolean;
  column_mapping: Record<string, string>;
  rows: readonly ImportRow[];
  financial_data_setup?: FinancialDataSetup | null;
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const clean = (value: string | null | undefined) => (blank(value) ? null : String(value).trim());

/** A bare domain becomes https://domain; anything else is kept as typed so the user can fix it. */
export function normalizeWebsite(value: string | null | undefined): string | null {
  const text = clean(value);
  if (!text) return null;
  return !/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && isValidUrl(text) ? `https://${text}` : text;
}

export interface UploadedFile {
  readonly filename: string;
  readonly data: Uint8Array;
  readonly sheetName: string | null;
}

export async function uploadCompanyFile(ctx: AppContext, auth: AuthContext, benchmarkId: string, upload: UploadedFile) {
  const sniffed = sniffCompanyFile(upload.filename, upload.data);
  if (!sniffed.ok) throw new ValidationError(sniffed.message, { file: [sniffed.message] });
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    if (await lockActiveFile(sql, auth.firmId, benchmarkId)) throw new WorkflowError('fileAlreadyUploaded', FILE_MESSAGES.alreadyUploaded);
    const blob = await ctx.blobs.put({ firmId: auth.firmId, filename: upload.filename, contentType: sniffed.contentType, data: upload.data }, sql);
    const file = await insertFile(sql, {
      firmId: auth.firmId,
      benchmarkId,
      blobId: blob.id,
      filename: upload.filename,
      contentType: sniffed.contentType,
      sizeBytes: upload.data.byteLength,
      sheetName: upload.sheetName,
      uploadedBy: auth.userId,
    });
    await recordUserEvent(sql, auth, {
      benchmarkId,
      action: 'file.uploaded',
      details: { filename: upload.filename, size_bytes: upload.data.byteLength, sha256: blob.sha256, blob_id: blob.id },
    });
    return file;
  });
}

/** The wizard checks the same rules; the server's check is the one that counts (spec section 5). */
function assertFinancialSetup(setup: FinancialDataSetup): void {
  const errors = financialDataSetupErrors(setup);
  if (errors.length > 0) throw new ValidationError(errors[0]!, { financial_data_setup: errors });
}

export async function importCompanies(ctx: AppContext, auth: AuthContext, benchmarkId: string, input: ImportInput) {
  const setup = input.financial_data_setup ?? null;
  if (setup) assertFinancialSetup(setup);

  const skipped: { row: number; reason: string }[] = [];
  const records = input.rows.flatMap((row, index): CompanyRecord[] => {
    const rowNumber = row.row ?? index + 1;
    const name = clean(row.name);
    // ISO codes (Orbis) are stored as the country's name, as Capital IQ and the demo give it.
    const country = countryName(clean(row.country));
    const website = normalizeWebsite(row.website);
    const description = clean(row.database_description);
    if (!name && !country && !website && !description && !clean(row.bvd_id)) {
      skipped.push({ row: rowNumber, reason: 'The row is empty.' });
      return [];
    }
    const years = new Set<number>();
    for (const entry of row.financial_data ?? []) {
      if (setup && !isWithinSetupYears(setup, entry.year)) {
        throw new ValidationError(`Row ${rowNumber} has figures for ${entry.year}, outside ${setup.start_year}–${setup.end_year}.`, {
          rows: [`Row ${rowNumber}: year ${entry.year} outside the financial years`],
        });
      }
      if (years.has(entry.year)) throw new ValidationError(`Row ${rowNumber} has the year ${entry.year} twice.`, { rows: [`Row ${rowNumber}: duplicate year ${entry.year}`] });
      years.add(entry.year);
    }
    return [{ row_number: rowNumber, name, bvd_id: clean(row.bvd_id), country, website, database_description: description, attributes: row.attributes ?? {}, financials: row.financial_data ?? [] }];
  });
  if (records.length === 0) throw new ValidationError(FILE_MESSAGES.noCompanies, { rows: [FILE_MESSAGES.noCompanies] });

  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const file = await lockActiveFile(sql, auth.firmId, benchmarkId);
    if (!file) throw new WorkflowError('noFile', FILE_MESSAGES.noFile);
    if (file.imported_count > 0) throw new WorkflowError('alreadyImported', FILE_MESSAGES.alreadyImported);
    const inserted = await insertCompanies(sql, auth.firmId, benchmarkId, file.id, records);
    await markFileImported(sql, file.id, inserted.length, input.column_mapping, input.sheet_name ?? null);
    if (setup) {
      // The financial years of the study follow the range the user chose for the import.
      const years = setupYears(setup);
      await setFinancialSetup(sql, benchmarkId, setup, years);
    }
    const issues = inserted
      .sort((a, b) => a.row_number - b.row_number)
      .flatMap((c) => companyIssues({ name: c.name, country: c.country, ...websiteFlags(c.website) }).map((kind) => ({ company_id: c.id, row: c.row_number, kind })));
    await recordUserEvent(sql, auth, {
      benchmarkId,
      action: 'companies.imported',
      details: {
        imported_count: inserted.length,
        skipped_rows: skipped.length,
        issues: issues.length,
        column_mapping: input.column_mapping,
        sheet_name: input.sheet_name ?? null,
        header_row: input.header_row ?? null,
        header_row_chosen_by_hand: input.header_row_chosen_by_hand ?? false,
      },
    });
    return { imported_count: inserted.length, issues, skipped };
  });
}

export async function deleteCompanyFile(ctx: AppContext, auth: AuthContext, benchmarkId: string) {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const file = await lockActiveFile(sql, auth.firmId, benchmarkId);
    if (!file) throw new NotFoundError('There is no uploaded file to delete.');
    const deleted = await deleteFileWithCompanies(sql, auth.firmId, file.id);
    await returnToInput(sql, benchmarkId);
    await recordUserEvent(sql, auth, { benchmarkId, action: 'file.deleted', details: { file_id: file.id, deleted_companies: deleted } });
    return { deleted_companies: deleted };
  });
}
