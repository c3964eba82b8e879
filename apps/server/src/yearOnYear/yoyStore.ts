// The yoy_uploads table: a roll-forward file, its matches waiting for import, and when it was imported.
import type { SqlRunner } from '../db/database.ts';

export interface YoyMatch {
  company_id: string;
  values: Record<string, number | null>;
}

export interface YoyUpload {
  id: string;
  pending_year: number | null;
  pending_matches: YoyMatch[] | null;
  imported_at: string | null;
}

export async function insertUpload(
  sql: SqlRunner,
  upload: { firmId: string; benchmarkId: string; blobId: string; filename: string; sheetName: string | null; sheetNames: readonly string[]; headers: readonly string[]; uploadedBy: string },
): Promise<string> {
  const [row] = await sql.query<{ id: string }>(
    `insert into yoy_uploads (firm_id, benchmark_id, blob_id, filename, sheet_name, sheet_names, headers, uploaded_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [upload.firmId, upload.benchmarkId, upload.blobId, upload.filename, upload.sheetName, JSON.stringify(upload.sheetNames), JSON.stringify(upload.headers), upload.uploadedBy],
  );
  return row!.id;
}

export async function lockUpload(sql: SqlRunner, firmId: string, benchmarkId: string, uploadId: string): Promise<YoyUpload | null> {
  const [upload] = await sql.query<YoyUpload>(
    'select id, pending_year, pending_matches, imported_at::text from yoy_uploads where id = $1 and benchmark_id = $2 and firm_id = $3 for update',
    [uploadId, benchmarkId, firmId],
  );
  return upload ?? null;
}

export async function savePendingMatches(sql: SqlRunner, uploadId: string, year: number, matches: readonly YoyMatch[], columnMapping: Record<string, string>): Promise<void> {
  await sql.query('update yoy_uploads set pending_year = $2, pending_matches = $3, column_mapping = $4 where id = $1', [
    uploadId,
    year,
    JSON.stringify(matches),
    JSON.stringify(columnMapping),
  ]);
}

export async function markUploadImported(sql: SqlRunner, uploadId: string): Promise<void> {
  await sql.query('update yoy_uploads set imported_at = now() where id = $1', [uploadId]);
}
