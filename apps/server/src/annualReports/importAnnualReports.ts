// Use cases: annual reports: upload (one file for a company, or files / a zip matched to
// companies by name), the list, and queueing their processing into sources (runs/annualReportItem.ts).
import { recordEvent, userActor } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { requireBenchmarkInFirm } from '../benchmarks/benchmarkStore.ts';
import type { BlobStore } from '../blob/blobStore.ts';
import { COMPANY_NOT_FOUND, companiesForMatching } from '../companies/companyStore.ts';
import type { AppContext } from '../context.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { isZip, matchReportToCompany, ReportZipError, reportFormat, unzipReports, type MatchCompany } from '../runs/reportMatching.ts';
import { startRun } from '../runs/startRun.ts';
import { insertReport, listReports, reportsById } from './annualReportStore.ts';

export const ANNUAL_REPORT_LIMIT_BYTES = 100 * 1024 * 1024;
const UNSUPPORTED = 'Upload a PDF, HTML or text annual report, or a zip of them.';
const CONTENT_TYPES = { pdf: 'application/pdf', html: 'text/html', text: 'text/plain' } as const;

export function getAnnualReports(ctx: AppContext, firmId: string, benchmarkId: string) {
  return withFirm(ctx.database, firmId, async (sql) => {
    await requireBenchmarkInFirm(sql, firmId, benchmarkId);
    return listReports(sql, firmId, benchmarkId);
  });
}

async function storeReport(
  sql: SqlRunner,
  blobs: BlobStore,
  report: { firmId: string; benchmarkId: string; userId: string; company: MatchCompany; filename: string; data: Uint8Array; format: keyof typeof CONTENT_TYPES },
): Promise<string> {
  const { firmId, benchmarkId, userId, company, filename, data, format } = report;
  const blob = await blobs.put({ firmId, filename, contentType: CONTENT_TYPES[format], data }, sql);
  const id = await insertReport(sql, { firmId, benchmarkId, companyId: company.id, blobId: blob.id, filename, uploadedBy: userId });
  await recordEvent(sql, {
    firmId,
    benchmarkId,
    companyId: company.id,
    actor: userActor(userId),
    action: 'annual_report.uploaded',
    details: { filename, size_bytes: data.byteLength, sha256: blob.sha256, blob_id: blob.id },
  });
  return id;
}

export interface ReportUpload {
  readonly filename: string;
  readonly data: Uint8Array;
  /** The company the report is for; null matches each file to a company by its name. */
  readonly companyId: string | null;
}

export async function importAnnualReports(ctx: AppContext, auth: AuthContext, benchmarkId: string, upload: ReportUpload) {
  const filename = upload.filename || 'annual-report';
  let files: { name: string; data: Uint8Array }[];
  if (isZip(upload.data) && /\.zip$/i.test(filename)) {
    try {
      files = unzipReports(upload.data);
    } catch (error) {
      // Only our own refusals carry words for a person; a library's message is never shown.
      const why = error instanceof ReportZipError ? error.message : 'it is damaged or incomplete. Create the zip again and upload the new file.';
      throw new ValidationError(`The zip could not be read: ${why}`, { file: [UNSUPPORTED] });
    }
    if (files.length === 0) throw new ValidationError('The zip holds no files.', { file: [UNSUPPORTED] });
  } else {
    if (!reportFormat(filename, upload.data)) throw new ValidationError(UNSUPPORTED, { file: [UNSUPPORTED] });
    files = [{ name: filename, data: upload.data }];
  }
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    await requireBenchmarkInFirm(sql, auth.firmId, benchmarkId);
    const companies = await companiesForMatching(sql, auth.firmId, benchmarkId);
    let chosen: MatchCompany | null = null;
    if (upload.companyId) {
      chosen = companies.find((c) => c.id === upload.companyId) ?? null;
      if (!chosen) throw new NotFoundError(COMPANY_NOT_FOUND);
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
      const name = f.name.replace(/^.*[\\/]/, '');
      imported.push(await storeReport(sql, ctx.blobs, { firmId: auth.firmId, benchmarkId, userId: auth.userId, company: match.company, filename: name, data: f.data, format }));
    }
    return { imported: await reportsById(sql, imported), unmatched };
  });
}

/** Queues the processing of the benchmark's reports (or some companies') into sources. */
export function processAnnualReports(ctx: AppContext, auth: AuthContext, benchmarkId: string, companyIds: readonly string[] | undefined) {
  return startRun(ctx, { firmId: auth.firmId, benchmarkId, userId: auth.userId, mode: 'annual_reports_process', ...(companyIds ? { companyIds } : {}) });
}
