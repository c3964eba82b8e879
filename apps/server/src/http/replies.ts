// What several route modules answer the same way: a created resource (201), a generated file as a
// download, a read inside the signed-in firm's scope, a searched, paged list, and the company a
// benchmark route names.
import type { FastifyReply } from 'fastify';
import type { AuthContext } from '../auth/guard.ts';
import type { CompanyAddress } from '../companies/companyStore.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import type { AppContext } from './context.ts';

/** Answers 201 Created with the created resource. */
export async function created<T>(reply: FastifyReply, creating: Promise<T>): Promise<T> {
  const body = await creating;
  reply.code(201);
  return body;
}

export interface DownloadFile {
  readonly contentType: string;
  readonly filename: string;
  readonly data: unknown;
}

/** Sends a generated file as an attachment named by the file (no-store: not kept by caches). */
export function sendDownload(reply: FastifyReply, file: DownloadFile, options: { readonly noStore?: boolean } = {}): FastifyReply {
  reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`);
  if (options.noStore) reply.header('cache-control', 'no-store');
  return reply.send(file.data);
}

/** Runs fn inside the signed-in user's firm scope (row-level security), with the firm's id. */
export function inFirm<T>(ctx: AppContext, auth: AuthContext, fn: (sql: SqlRunner, firmId: string) => Promise<T>): Promise<T> {
  return withFirm(ctx.database, auth.firmId, (sql) => fn(sql, auth.firmId));
}

export interface PageQuery {
  readonly search?: string;
  readonly page?: number;
  readonly page_size?: number;
}

export interface PageRequest {
  readonly search: string;
  readonly limit: number;
  readonly offset: number;
}

/** A searched list, one page of it (page 1, 20 rows by default), answered with its page and size. */
export async function pagedList<T extends object>(
  ctx: AppContext,
  auth: AuthContext,
  query: PageQuery,
  list: (sql: SqlRunner, firmId: string, page: PageRequest) => Promise<T>,
): Promise<T & { page: number; page_size: number }> {
  const { search = '', page = 1, page_size: pageSize = 20 } = query;
  return inFirm(ctx, auth, async (sql, firmId) => ({
    ...(await list(sql, firmId, { search, limit: pageSize, offset: (page - 1) * pageSize })),
    page,
    page_size: pageSize,
  }));
}

/** The company a benchmark's route names (benchmark_id, company_id), in the signed-in user's firm. */
export function companyAddress(auth: AuthContext, params: { readonly benchmark_id: string; readonly company_id: string }): CompanyAddress {
  return { firmId: auth.firmId, benchmarkId: params.benchmark_id, companyId: params.company_id };
}
