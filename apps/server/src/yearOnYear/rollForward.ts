// Use cases: year-on-year roll-forward (spec section 7: yoy-upload-file-headers, yoy-process-file,
// yoy-import-data, yoy-remove-year): a newer export adds a year of financials to the companies it
// matches, by BvD ID when both sides have one, else by name and country.
import { recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { addFinancialYear, getBenchmarkDto, lockBenchmarkInFirm, lockFinancialYears, removeFinancialYear } from '../benchmarks/benchmarkStore.ts';
import { companiesWithYears, removeYearFigures, setYearFigures } from '../companies/companyStore.ts';
import { sniffCompanyFile } from '../companies/fileSniff.ts';
import type { AppContext } from '../context.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, ValidationError, WorkflowError } from '../errors.ts';
import { insertUpload, lockUpload, markUploadImported, savePendingMatches, type YoyUpload } from './yoyStore.ts';

export interface YoyRow {
  bvd_id?: string | null;
  name?: string | null;
  country?: string | null;
  values: Record<string, number | null>;
}

/** Lower case, no accents or punctuation, single spaces: "BETA TRADING SpA" and "Beta Trading S.p.A." match. */
export const matchKey = (value: string | null | undefined): string =>
  (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

async function lockUploadOf(sql: SqlRunner, firmId: string, benchmarkId: string, uploadId: string): Promise<YoyUpload> {
  const upload = await lockUpload(sql, firmId, benchmarkId, uploadId);
  if (!upload) throw new NotFoundError('This roll-forward file was not found. Upload it again.');
  return upload;
}

/** A form field holding a JSON list of texts (the headers and sheet names the browser read). */
function parseJsonList(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (Array.isArray(parsed) && parsed.length <= 1000 && parsed.every((v) => typeof v === 'string' && v.length <= 1000)) return parsed as string[];
  } catch {
    // reported below
  }
  throw new ValidationError(`${field} must be a JSON list of texts.`, { [field]: ['Must be a JSON list of texts.'] });
}

export interface RollForwardUpload {
  readonly filename: string;
  readonly data: Uint8Array;
  /** The form fields as sent: `headers` and `sheet_names` (JSON lists of texts) and `sheet_name`. */
  readonly fields: { readonly headers: unknown; readonly sheet_names: unknown; readonly sheet_name: unknown };
}

export async function uploadRollForwardFile(ctx: AppContext, auth: AuthContext, benchmarkId: string, upload: RollForwardUpload) {
  const sniffed = sniffCompanyFile(upload.filename, upload.data);
  if (!sniffed.ok) throw new ValidationError(sniffed.message, { file: [sniffed.message] });
  const headers = parseJsonList(upload.fields.headers, 'headers');
  if (headers.length === 0) throw new ValidationError('No columns found in the file', { headers: ['No columns found in the file'] });
  const sheetNames = parseJsonList(upload.fields.sheet_names, 'sheet_names');
  const sheetName = typeof upload.fields.sheet_name === 'string' ? upload.fields.sheet_name.slice(0, 200) : null;
  const file = { filename: upload.filename, data: upload.data, headers, sheetNames, sheetName };
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    await lockBenchmarkInFirm(sql, auth.firmId, benchmarkId);
    const blob = await ctx.blobs.put({ firmId: auth.firmId, filename: file.filename, contentType: sniffed.contentType, data: file.data }, sql);
    const uploadId = await insertUpload(sql, {
      firmId: auth.firmId,
      benchmarkId,
      blobId: blob.id,
      filename: file.filename,
      sheetName: file.sheetName,
      sheetNames: file.sheetNames,
      headers: file.headers,
      uploadedBy: auth.userId,
    });
    return { upload_id: uploadId, sheet_names: [...file.sheetNames], headers: [...file.headers] };
  });
}

export interface ProcessInput {
  upload_id: string;
  year: number;
  column_mapping?: Record<string, string>;
  rows: readonly YoyRow[];
}

export async function processRollForwardFile(ctx: AppContext, auth: AuthContext, benchmarkId: string, input: ProcessInput) {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const upload = await lockUploadOf(sql, auth.firmId, benchmarkId, input.upload_id);
    if (upload.imported_at) throw new WorkflowError('alreadyImported', 'This file was already imported. Upload the file again to import another year.');
    const companies = await companiesWithYears(sql, auth.firmId, benchmarkId);
    const byBvd = new Map(companies.filter((c) => c.bvd_id).map((c) => [matchKey(c.bvd_id), c]));
    const byName = new Map<string, typeof companies>();
    for (const c of companies) byName.set(matchKey(c.name), [...(byName.get(matchKey(c.name)) ?? []), c]);

    const matches = new Map<string, Record<string, number | null>>();
    const unmatched: string[] = [];
    let byBvdCount = 0;
    for (const row of input.rows) {
      let company = row.bvd_id ? byBvd.get(matchKey(row.bvd_id)) : undefined;
      if (company) byBvdCount++;
      else {
        const candidates = (byName.get(matchKey(row.name)) ?? []).filter((c) => !row.country || !c.country || matchKey(c.country) === matchKey(row.country));
        company = candidates.length === 1 ? candidates[0] : undefined;
      }
      if (company && !matches.has(company.id)) matches.set(company.id, row.values);
      else if (!company) unmatched.push(row.name?.trim() || row.bvd_id?.trim() || '(no name)');
    }
    const replaces = companies.some((c) => matches.has(c.id) && c.years.includes(input.year));
    await savePendingMatches(
      sql,
      upload.id,
      input.year,
      [...matches].map(([company_id, values]) => ({ company_id, values })),
      input.column_mapping ?? {},
    );
    return { upload_id: upload.id, year: input.year, matched: matches.size, matched_by_bvd_id: byBvdCount, replaces_existing_year: replaces, unmatched_names: unmatched.slice(0, 500) };
  });
}

export async function importRollForwardYear(ctx: AppContext, auth: AuthContext, benchmarkId: string, input: { upload_id: string; year: number }) {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    await lockBenchmarkInFirm(sql, auth.firmId, benchmarkId);
    const upload = await lockUploadOf(sql, auth.firmId, benchmarkId, input.upload_id);
    if (upload.imported_at) throw new WorkflowError('alreadyImported', 'This file was already imported.');
    if (upload.pending_year !== input.year || !upload.pending_matches) throw new WorkflowError('notMatched', 'Match the file for this year before importing it.');
    const updated = await setYearFigures(sql, auth.firmId, benchmarkId, input.year, upload.pending_matches);
    await addFinancialYear(sql, auth.firmId, benchmarkId, input.year);
    await markUploadImported(sql, upload.id);
    await recordUserEvent(sql, auth, { benchmarkId, action: 'year.imported', details: { year: input.year, updated_companies: updated, upload_id: upload.id } });
    return { year: input.year, updated_companies: updated };
  });
}

export async function removeRollForwardYear(ctx: AppContext, auth: AuthContext, benchmarkId: string, year: number) {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const years = await lockFinancialYears(sql, auth.firmId, benchmarkId);
    if (!years.includes(year)) throw new ValidationError(`${year} is not a year of this benchmark.`, { year: [`${year} is not a year of this benchmark.`] });
    if (years.length === 1) throw new WorkflowError('lastYear', 'A benchmark keeps at least one financial year.');
    await removeYearFigures(sql, auth.firmId, benchmarkId, year);
    await removeFinancialYear(sql, auth.firmId, benchmarkId, year);
    await recordUserEvent(sql, auth, {
      benchmarkId,
      action: 'year.removed',
      details: { year },
      before: { financial_years: years },
      after: { financial_years: years.filter((y) => y !== year) },
    });
    return getBenchmarkDto(sql, auth.firmId, benchmarkId);
  });
}
