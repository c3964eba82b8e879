// The company list of a benchmark: upload of the original file (kept for audit), import of the
// rows the browser parsed and mapped (validated again here, all or nothing), and deletion.
// Spec sections 2 (Companies tab), 4 (one file at a time; deleting it deletes its companies), 5 and 8.
import { MESSAGES, isValidUrl } from '@quartile/domain';
import { recordEvent, userActor } from '../../audit/recordEvent.ts';
import { requireBenchmarking } from '../../auth/guard.ts';
import type { SqlRunner } from '../../db/database.ts';
import { withFirm } from '../../db/firmScope.ts';
import { insertBlob } from '../../blob/blobStore.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { BENCHMARK_NOT_FOUND } from '../../benchmarks/benchmarkStore.ts';
import { sniffCompanyFile, UPLOAD_LIMIT_BYTES } from './fileSniff.ts';

export const FILE_MESSAGES = {
  alreadyUploaded: 'A company list is already uploaded. Delete it before uploading another file.',
  noFile: 'Upload the company list before mapping its columns.',
  alreadyImported: 'The companies of this file are already imported. Delete the file to import a new list.',
  noCompanies: 'No companies were imported',
  uploadFailed: 'Upload failed',
} as const;

interface FinancialDataSetup {
  pli: string;
  start_year: number;
  end_year: number;
  column_mapping: { year: number; metric: string; column: string; unit?: string | null }[];
}

interface ImportRow {
  row?: number;
  name?: string | null;
  bvd_id?: string | null;
  country?: string | null;
  website?: string | null;
  database_description?: string | null;
  attributes?: Record<string, string | number | null>;
  financial_data?: ({ year: number } & Record<string, number | null>)[];
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const clean = (value: string | null | undefined) => (blank(value) ? null : String(value).trim());

/** A bare domain becomes https://domain; anything else is kept as typed so the user can fix it. */
export function normalizeWebsite(value: string | null | undefined): string | null {
  const text = clean(value);
  if (!text) return null;
  return !/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && isValidUrl(text) ? `https://${text}` : text;
}

async function activeFile(sql: SqlRunner, firmId: string, benchmarkId: string) {
  const [benchmark] = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2 for update', [benchmarkId, firmId]);
  if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
  const [file] = await sql.query<{ id: string; imported_count: number }>(
    'select id, imported_count from benchmark_files where benchmark_id = $1 and firm_id = $2 and deleted_at is null',
    [benchmarkId, firmId],
  );
  return file ?? null;
}

export const companyFileHandlers: OperationHandlers = {
  async uploadCompanyFile(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    if (!request.isMultipart()) throw new HttpError(400, 'Send the file as multipart/form-data in the field "file".');
    const part = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });
    if (!part) throw new HttpError(400, 'No file was sent.', { file: [MESSAGES.requiredField] });
    const data = new Uint8Array(await part.toBuffer());
    if (part.file.truncated) throw new HttpError(413, `The file is larger than ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB.`);
    const sniffed = sniffCompanyFile(part.filename, data);
    if (!sniffed.ok) throw new HttpError(400, sniffed.message, { file: [sniffed.message] });
    const sheetField = (part.fields.sheet_name as { value?: unknown } | undefined)?.value;
    const sheetName = typeof sheetField === 'string' && sheetField.trim() ? sheetField.trim().slice(0, 200) : null;

    const file = await withFirm(ctx.database, auth.firmId, async (sql) => {
      if (await activeFile(sql, auth.firmId, benchmarkId)) throw new HttpError(409, FILE_MESSAGES.alreadyUploaded);
      const blob = await insertBlob(sql, { firmId: auth.firmId, filename: part.filename, contentType: sniffed.contentType, data });
      const [row] = await sql.query(
        `insert into benchmark_files (firm_id, benchmark_id, blob_id, filename, content_type, size_bytes, sheet_name, uploaded_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         returning id, filename, content_type, size_bytes, imported_count,
                   to_char(uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as uploaded_at`,
        [auth.firmId, benchmarkId, blob.id, part.filename, sniffed.contentType, data.byteLength, sheetName, auth.userId],
      );
      await recordEvent(sql, { firmId: auth.firmId, benchmarkId, actor: userActor(auth.userId), action: 'file.uploaded', details: { filename: part.filename, size_bytes: data.byteLength, sha256: blob.sha256, blob_id: blob.id } });
      return row;
    });
    reply.code(201);
    return file;
  },

  async importCompanies(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const body = request.body as { sheet_name?: string | null; column_mapping: Record<string, string>; rows: ImportRow[]; financial_data_setup?: FinancialDataSetup | null };
    const setup = body.financial_data_setup ?? null;
    // The wizard checks the same rules; the server's check is the one that counts (spec section 5).
    if (setup) {
      if (setup.start_year > setup.end_year) throw new HttpError(400, MESSAGES.startAfterEnd, { financial_data_setup: [MESSAGES.startAfterEnd] });
      if (setup.column_mapping.length === 0) throw new HttpError(400, MESSAGES.financialFieldRequired, { financial_data_setup: [MESSAGES.financialFieldRequired] });
      const outside = setup.column_mapping.find((c) => c.year < setup.start_year || c.year > setup.end_year);
      if (outside) {
        const message = `The column "${outside.column}" is mapped to ${outside.year}, outside ${setup.start_year}–${setup.end_year}.`;
        throw new HttpError(400, message, { financial_data_setup: [message] });
      }
    }

    const skipped: { row: number; reason: string }[] = [];
    const records = body.rows.flatMap((row, index) => {
      const rowNumber = row.row ?? index + 1;
      const name = clean(row.name);
      const country = clean(row.country);
      const website = normalizeWebsite(row.website);
      const description = clean(row.database_description);
      if (!name && !country && !website && !description && !clean(row.bvd_id)) {
        skipped.push({ row: rowNumber, reason: 'The row is empty.' });
        return [];
      }
      const years = new Set<number>();
      for (const entry of row.financial_data ?? []) {
        if (setup && (entry.year < setup.start_year || entry.year > setup.end_year)) {
          throw new HttpError(400, `Row ${rowNumber} has figures for ${entry.year}, outside ${setup.start_year}–${setup.end_year}.`, { rows: [`Row ${rowNumber}: year ${entry.year} outside the financial years`] });
        }
        if (years.has(entry.year)) throw new HttpError(400, `Row ${rowNumber} has the year ${entry.year} twice.`, { rows: [`Row ${rowNumber}: duplicate year ${entry.year}`] });
        years.add(entry.year);
      }
      return [{ row_number: rowNumber, name, bvd_id: clean(row.bvd_id), country, website, database_description: description, attributes: row.attributes ?? {}, financials: row.financial_data ?? [] }];
    });
    if (records.length === 0) throw new HttpError(400, FILE_MESSAGES.noCompanies, { rows: [FILE_MESSAGES.noCompanies] });

    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const file = await activeFile(sql, auth.firmId, benchmarkId);
      if (!file) throw new HttpError(409, FILE_MESSAGES.noFile);
      if (file.imported_count > 0) throw new HttpError(409, FILE_MESSAGES.alreadyImported);
      // One statement for the whole list: fast, and all rows or none.
      const inserted = await sql.query<{ id: string; row_number: number; name: string | null; country: string | null; website: string | null }>(
        `insert into companies (firm_id, benchmark_id, file_id, row_number, name, bvd_id, country, website, database_description, attributes, financials, status)
         select $1, $2, $3, r.row_number, r.name, r.bvd_id, r.country, r.website, r.database_description, coalesce(r.attributes, '{}'), coalesce(r.financials, '[]'), 'Not Analyzed'
         from jsonb_to_recordset($4::jsonb) as r(row_number int, name text, bvd_id text, country text, website text, database_description text, attributes jsonb, financials jsonb)
         returning id, row_number, name, country, website`,
        [auth.firmId, benchmarkId, file.id, JSON.stringify(records)],
      );
      await sql.query('update benchmark_files set imported_count = $2, column_mapping = $3, sheet_name = coalesce($4, sheet_name) where id = $1', [
        file.id,
        inserted.length,
        JSON.stringify(body.column_mapping),
        body.sheet_name ?? null,
      ]);
      if (setup) {
        // The financial years of the study follow the range the user chose for the import.
        const years = Array.from({ length: setup.end_year - setup.start_year + 1 }, (_, i) => setup.start_year + i);
        await sql.query('update benchmarks set financial_data_setup = $2, financial_years = $3, updated_at = now(), version = version + 1 where id = $1', [benchmarkId, JSON.stringify(setup), years]);
      }
      const issues = inserted
        .sort((a, b) => a.row_number - b.row_number)
        .flatMap((c) => {
          const kinds: string[] = [];
          if (!c.name) kinds.push('missing_name');
          if (!c.country) kinds.push('missing_country');
          if (!c.website) kinds.push('missing_website');
          else if (!isValidUrl(c.website)) kinds.push('invalid_url');
          return kinds.map((kind) => ({ company_id: c.id, row: c.row_number, kind }));
        });
      await recordEvent(sql, {
        firmId: auth.firmId,
        benchmarkId,
        actor: userActor(auth.userId),
        action: 'companies.imported',
        details: { imported_count: inserted.length, skipped_rows: skipped.length, issues: issues.length, column_mapping: body.column_mapping, sheet_name: body.sheet_name ?? null },
      });
      return { imported_count: inserted.length, issues, skipped };
    });
  },

  async deleteCompanyFile(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const file = await activeFile(sql, auth.firmId, benchmarkId);
      if (!file) throw new HttpError(404, 'There is no uploaded file to delete.');
      const deleted = await sql.query(
        `update companies set status = 'Deleted', deleted_at = now(), updated_at = now(), version = version + 1
         where file_id = $1 and firm_id = $2 and deleted_at is null returning id`,
        [file.id, auth.firmId],
      );
      await sql.query('update benchmark_files set deleted_at = now() where id = $1', [file.id]);
      await recordEvent(sql, { firmId: auth.firmId, benchmarkId, actor: userActor(auth.userId), action: 'file.deleted', details: { file_id: file.id, deleted_companies: deleted.length } });
      return { deleted_companies: deleted.length };
    });
  },
};
