// Files are kept where every instance can read them. The default implementation stores
// them in the database; an S3-compatible store can implement the same interface.
import { createHash } from 'node:crypto';
import type { Database, SqlRunner } from '../db/database.ts';

export interface BlobInput {
  readonly firmId: string | null;
  readonly filename: string;
  readonly contentType: string;
  readonly data: Uint8Array;
}

export interface BlobMeta {
  readonly id: string;
  readonly firmId: string | null;
  readonly filename: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly sha256: string;
  readonly createdAt: Date;
}

export interface BlobStore {
  /**
   * Stores a file. With `tx`, the write joins that transaction, so the file and the rows that
   * point at it commit or roll back together (a store outside the database writes the file first
   * and records it in `tx`; an orphaned file is harmless, a row without its file is not).
   */
  put(input: BlobInput, tx?: SqlRunner): Promise<BlobMeta>;
  /** Returns null for an unknown id or a blob of another firm; with `tx`, reads inside that transaction. */
  get(id: string, firmId: string | null, tx?: SqlRunner): Promise<{ meta: BlobMeta; data: Uint8Array } | null>;
  delete(id: string, firmId: string | null): Promise<boolean>;
}

export function sha256Hex(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

const META_COLUMNS = `id, firm_id as "firmId", filename, content_type as "contentType", size_bytes as "sizeBytes", sha256, created_at as "createdAt"`;
const OWNED = '(firm_id = $2 or (firm_id is null and $2::uuid is null))';

async function insertBlob(sql: SqlRunner, input: BlobInput): Promise<BlobMeta> {
  const [row] = await sql.query<BlobMeta>(
    `insert into blobs (firm_id, filename, content_type, size_bytes, sha256, data) values ($1, $2, $3, $4, $5, $6) returning ${META_COLUMNS}`,
    [input.firmId, input.filename, input.contentType, input.data.byteLength, sha256Hex(input.data), input.data],
  );
  if (!row) throw new Error('blob insert returned no row');
  return row;
}

export function createDatabaseBlobStore(database: Database): BlobStore {
  return {
    put: (input, tx) => insertBlob(tx ?? database.sql, input),
    async get(id, firmId, tx) {
      const [row] = await (tx ?? database.sql).query<BlobMeta & { data: Uint8Array }>(`select ${META_COLUMNS}, data from blobs where id = $1 and ${OWNED}`, [id, firmId]);
      if (!row) return null;
      const { data, ...meta } = row;
      return { meta, data: new Uint8Array(data) };
    },
    async delete(id, firmId) {
      const deleted = await database.sql.query(`delete from blobs where id = $1 and ${OWNED} returning id`, [id, firmId]);
      return deleted.length > 0;
    },
  };
}
