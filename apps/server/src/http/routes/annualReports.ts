// Annual reports: upload (one file for a company, or files / a zip matched to companies by name),
// the list, and queueing their processing into sources (runs/annualReportItem.ts).
import { MESSAGES } from '@quartile/domain';
import type { MultipartFile } from '@fastify/multipart';
import { recordEvent, userActor } from '../../audit/recordEvent.ts';
import { requireBenchmarking } from '../../auth/guard.ts';
import type { SqlRunner } from '../../db/database.ts';
import { withFirm } from '../../db/firmScope.ts';
import { insertBlob } from '../../blob/blobStore.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { BENCHMARK_NOT_FOUND } from '../../benchmarks/benchmarkStore.ts';
import { COMPANY_NOT_FOUND } from './companies.ts';
import { isZip, matchReportToCompany, reportFormat, unzipReports, type MatchCompany } from '../../runs/reportMatching.ts';
import { startRun } from '../../runs/startRun.ts';

export const ANNUAL_REPORT_LIMIT_BYTES = 100 * 1024 * 1024;
const UNSUPPORTED = 'Upload a PDF, HTML or text annual report, or a zip of them.';
const CONTENT_TYPES = { pdf: 'application/pdf', html: 'text/html', text: 'text/plain' } as const;

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const SELECT_REPORT = `
  select a.id, a.company_id, c.name as company_name, a.filename, a.status, a.error, a.source_id,
         case when s.pages is null then null else jsonb_array_length(s.pages) end as pages,
         ${ISO('a.uploaded_at')} as uploaded_at, ${ISO('a.processed_at')} as processed_at
  from annual_reports a join companies c on c.id = a.company_id left join sources s on s.id = a.source_id`;

async function readUpload(request: Parameters<OperationHandlers[string]>[0]): Promise<{ file: MultipartFile; data: Uint8Array; companyId: string | null }> {
  if (!request.isMultipart()) throw new HttpError(400, 'Send the report as multipart/form-data in the field "file".');
  let file: MultipartFile | null = null;
  let data: Uint8Array | null = null;
  let companyId: string | null = null;
  for await (const part of request.parts({ limits: { fileSize: ANNUAL_REPORT_LIMIT_BYTES, files: 1, fields: 3 } })) {
    if (part.type === 'file') {
      file = part;
      data = new Uint8Array(await part.toBuffer());
      if (part.file.truncated) throw new HttpError(413, `The file is larger than ${ANNUAL_REPORT_LIMIT_BYTES / 1024 / 1024} MB.`);
    } else if (part.fieldname === 'company_id' && typeof part.value === 'string' && part.value.trim() !== '') {
      companyId = part.value.trim();
    }
  }
  if (!file || !data) throw new HttpError(400, 'No file was sent.', { file: [MESSAGES.requiredField] });
  if (companyId !== null && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(companyId)) throw new HttpError(400, 'The request is not valid.', { company_id: ['Must match format "uuid"'] });
  return { file, data, companyId };
}

async function storeReport(sql: SqlRunner, firmId: string, benchmarkId: string, userId: string, company: MatchCompany, filename: string, data: Uint8Array, format: keyof typeof CONTENT_TYPES) {
  const blob = await insertBlob(sql, { firmId, filename, contentType: CONTENT_TYPES[format], data });
  const [row] = await sql.query<{ id: string }>('insert into annual_reports (firm_id, benchmark_id, company_id, blob_id, filename, uploaded_by) values ($1, $2, $3, $4, $5, $6) returning id', [
    firmId,
    benchmarkId,
    company.id,
    blob.id,
    filename,
    userId,
  ]);
  await recordEvent(sql, { firmId, benchmarkId, companyId: company.id, actor: userActor(userId), action: 'annual_report.uploaded', details: { filename, size_bytes: data.byteLength, sha256: blob.sha256, blob_id: blob.id } });
  return row!.id;
}

export const annualReportHandlers: OperationHandlers = {
  async listAnnualReports(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [benchmark] = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2', [benchmarkId, auth.firmId]);
      if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      return sql.query(`${SELECT_REPORT} where a.benchmark_id = $1 and a.firm_id = $2 order by a.uploaded_at desc, a.filename`, [benchmarkId, auth.firmId]);
    });
  },

  async importAnnualReports(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const upload = await readUpload(request);
    const filename = upload.file.filename || 'annual-report';
    let files: { name: string; data: Uint8Array }[];
    if (isZip(upload.data) && /\.zip$/i.test(filename)) {
      try {
        files = unzipReports(upload.data);
      } catch (error) {
        throw new HttpError(400, `The zip could not be read: ${(error as Error).message}`, { file: [UNSUPPORTED] });
      }
      if (files.length === 0) throw new HttpError(400, 'The zip holds no files.', { file: [UNSUPPORTED] });
    } else {
      if (!reportFormat(filename, upload.data)) throw new HttpError(400, UNSUPPORTED, { file: [UNSUPPORTED] });
      files = [{ name: filename, data: upload.data }];
    }
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [benchmark] = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2', [benchmarkId, auth.firmId]);
      if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      const companies = await sql.query<MatchCompany>('select id, name, bvd_id from companies where benchmark_id = $1 and firm_id = $2 and deleted_at is null', [benchmarkId, auth.firmId]);
      let chosen: MatchCompany | null = null;
      if (upload.companyId) {
        chosen = companies.find((c) => c.id === upload.companyId) ?? null;
        if (!chosen) throw new HttpError(404, COMPANY_NOT_FOUND);
      }
      const imported: string[] = [];
      const unmatched: { filename: string; reason: string }[] = [];
      for (const f of files) {
        const format = reportFormat(f.name, f.data);
        if (!format) {
          unmatched.push({ filename: f.name, reason: 'Not a PDF, HTML or text file.' });
          continue;
        }
        const match = chosen ? { ok: true as const, company: chosen } : matchReportToCompany(f.name, companies);
        if (!match.ok) {
          unmatched.push({ filename: f.name, reason: match.reason });
          continue;
        }
        imported.push(await storeReport(sql, auth.firmId, benchmarkId, auth.userId, match.company, f.name.replace(/^.*[\\/]/, ''), f.data, format));
      }
      const rows = imported.length ? await sql.query(`${SELECT_REPORT} where a.id = any($1::uuid[]) order by a.filename`, [imported]) : [];
      return { imported: rows, unmatched };
    });
  },

  async processAnnualReports(request, reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const body = (request.body ?? {}) as { company_ids?: string[] };
    const job = await startRun(ctx, { firmId: auth.firmId, benchmarkId, userId: auth.userId, mode: 'annual_reports_process', ...(body.company_ids ? { companyIds: body.company_ids } : {}) });
    reply.code(202);
    return job;
  },
};
