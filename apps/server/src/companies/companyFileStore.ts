// The benchmark_files table (a benchmark's uploaded company list) and the companies it imports.
import type { ImportRowInput } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import { lockBenchmarkInFirm } from '../benchmarks/benchmarkStore.ts';
import { deleteFileCompanies } from './companyStore.ts';

export interface ActiveFile {
  id: string;
  imported_count: number;
}

/** Locks the benchmark (one file write at a time) and answers its current file, if any. */
export async function lockActiveFile(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<ActiveFile | null> {
  await lockBenchmarkInFirm(sql, firmId, benchmarkId);
  const [file] = await sql.query<ActiveFile>('select id, imported_count from benchmark_files where benchmark_id = $1 and firm_id = $2 and deleted_at is null', [benchmarkId, firmId]);
  return file ?? null;
}

export interface StoredFile {
  id: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  imported_count: number;
  uploaded_at: string;
}

export async function insertFile(
  sql: SqlRunner,
  file: { firmId: string; benchmarkId: string; blobId: string; filename: string; contentType: string; sizeBytes: number; sheetName: string | null; uploadedBy: string },
): Promise<StoredFile> {
  const [row] = await sql.query<StoredFile>(
    `insert into benchmark_files (firm_id, benchmark_id, blob_id, filename, content_type, size_bytes, sheet_name, uploaded_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     returning id, filename, content_type, size_bytes, imported_count,
               to_char(uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as uploaded_at`,
    [file.firmId, file.benchmarkId, file.blobId, file.filename, file.contentType, file.sizeBytes, file.sheetName, file.uploadedBy],
  );
  return row!;
}

/** A company as the import stores it: the import row's fields, cleaned, under its row number. */
export type CompanyRecord = Pick<ImportRowInput, 'name' | 'bvd_id' | 'country' | 'website' | 'database_description' | 'attributes'> & {
  row_number: number;
  financials: unknown[];
};

/** One statement for the whole list: fast, and all rows or none. */
export async function insertCompanies(sql: SqlRunner, firmId: string, benchmarkId: string, fileId: string, records: readonly CompanyRecord[]) {
  return sql.query<{ id: string; row_number: number; name: string | null; country: string | null; website: string | null }>(
    `insert into companies (firm_id, benchmark_id, file_id, row_number, name, bvd_id, country, website, database_description, attributes, financials, status)
     select $1, $2, $3, r.row_number, r.name, r.bvd_id, r.country, r.website, r.database_description, coalesce(r.attributes, '{}'), coalesce(r.financials, '[]'), 'Not Analyzed'
     from jsonb_to_recordset($4::jsonb) as r(row_number int, name text, bvd_id text, country text, website text, database_description text, attributes jsonb, financials jsonb)
     returning id, row_number, name, country, website`,
    [firmId, benchmarkId, fileId, JSON.stringify(records)],
  );
}

export async function markFileImported(sql: SqlRunner, fileId: string, importedCount: number, columnMapping: Record<string, string>, sheetName: string | null): Promise<void> {
  await sql.query('update benchmark_files set imported_count = $2, column_mapping = $3, sheet_name = coalesce($4, sheet_name) where id = $1', [
    fileId,
    importedCount,
    JSON.stringify(columnMapping),
    sheetName,
  ]);
}

/** Deletes the file and marks its companies Deleted; answers how many companies it deleted. */
export async function deleteFileWithCompanies(sql: SqlRunner, firmId: string, fileId: string): Promise<number> {
  const deleted = await deleteFileCompanies(sql, firmId, fileId);
  await sql.query('update benchmark_files set deleted_at = now() where id = $1', [fileId]);
  return deleted;
}
